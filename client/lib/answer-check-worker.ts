// The worker of answer-check.ts: checks each answer it is sent against its named contract and sends the
// verdict back (structured data both ways).
import { checkContract, type ContractName } from './answer-contracts';

export interface CheckRequest {
  id: number;
  contract: ContractName;
  value: unknown;
}

self.onmessage = async (e: MessageEvent<CheckRequest>) => {
  const { id, contract, value } = e.data;
  self.postMessage({ id, verdict: await checkContract(contract, value) });
};
