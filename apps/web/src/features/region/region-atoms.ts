import { atom } from "jotai";
import { initialRegion, type RegionCode } from "./region";

/** Where the parent is (client state: the cookie, or the profile once signed in). */
export const regionAtom = atom<RegionCode>(initialRegion());
