import { acceptLegal, findLegalAcceptance, type User } from "@nestling/db";
import { LEGAL_VERSION } from "../constants";
import { clock, type RouterDeps } from "../deps";

export interface LegalStatus {
  /** True when the user accepted the current version of the disclaimer. */
  hasAccepted: boolean;
  acceptedAt: string | null;
  version: string;
}

export async function getLegalStatus(deps: RouterDeps, user: User): Promise<LegalStatus> {
  const acceptance = await findLegalAcceptance(deps.db, user.id);
  const current = acceptance?.version === LEGAL_VERSION;
  return {
    hasAccepted: current,
    acceptedAt: current ? acceptance.acceptedAt : null,
    version: LEGAL_VERSION,
  };
}

export async function acceptLegalDisclaimer(deps: RouterDeps, user: User): Promise<LegalStatus> {
  const acceptance = await acceptLegal(deps.db, user.id, LEGAL_VERSION, clock(deps));
  return { hasAccepted: true, acceptedAt: acceptance.acceptedAt, version: acceptance.version };
}
