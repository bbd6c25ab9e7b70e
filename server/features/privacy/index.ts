// The privacy feature's public surface (issue 35): what other features use. Registration records the
// consent its "I agree" gives.
export { recordConsent, recordLeaderConsent } from './service/consents';
