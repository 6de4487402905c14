/** The part of the `zipcodes` package (US and Canadian postal codes, offline) the address lookup uses. */
declare module 'zipcodes' {
  export type ZipCode = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  const zipcodes: { codes: Record<string, ZipCode> };
  export default zipcodes;
}
