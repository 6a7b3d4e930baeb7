import type { CustomDomain } from '../../services/publishing.js';

/** The DNS records to set at the domain's registrar: NS delegation and the TXT challenge. */
export function DomainRecords({ domain }: { domain: CustomDomain }) {
  return (
    <table className="dm-records" aria-label={`DNS records for ${domain.domainName}`}>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {domain.nsRecords.map((ns) => (
          <tr key={ns}>
            <td>NS</td>
            <td>{domain.domainName}</td>
            <td>
              <code>{ns}</code>
            </td>
          </tr>
        ))}
        <tr>
          <td>TXT</td>
          <td>
            <code>{domain.txtRecord.name}</code>
          </td>
          <td>
            <code>{domain.txtRecord.value}</code>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
