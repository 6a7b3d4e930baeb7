// A real DNS server on loopback (dns2) for the custom-domain tests: it answers TXT questions
// from a table the test fills, NXDOMAIN for anything else, and counts the questions it got.
import DNS from 'dns2';

export interface LoopbackDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  /** name → the strings of its one TXT record; change it at any time. */
  txt: Map<string, string[]>;
  /** Every question name asked, in order. */
  questions: string[];
  close(): Promise<void>;
}

const NXDOMAIN = 3;

export async function startLoopbackDnsServer(): Promise<LoopbackDnsServer> {
  const txt = new Map<string, string[]>();
  const questions: string[] = [];
  const server = DNS.createServer({
    udp: true,
    handle: (request, send) => {
      const response = DNS.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      questions.push(name);
      const records = txt.get(name);
      if (question && records && question.type === DNS.Packet.TYPE.TXT) {
        // One record of several character-strings, as long TXT values are sent. (dns2's types
        // ask for a decoded Resource; its encoder takes this plain record.)
        const record = {
          name: question.name,
          type: DNS.Packet.TYPE.TXT,
          class: DNS.Packet.CLASS.IN,
          ttl: 1,
          data: records,
        };
        response.answers.push(record as unknown as DNS.Packet.Resource);
      } else if (!records) {
        response.header.rcode = NXDOMAIN;
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp!.port}`,
    txt,
    questions,
    close: () => server.close(),
  };
}
