// A self-signed certificate for smtp.office365.com, made for the loopback SMTP server of the Outlook 365 contract
// test (the test trusts it; nothing else does). Made with:
// openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 -subj /CN=smtp.office365.com
//   -addext subjectAltName=DNS:smtp.office365.com -addext basicConstraints=critical,CA:TRUE

export const OFFICE365_TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgdEO7sbKpbbeStzsb
Gn/L5UV7+nVjXu6G4C985KOYZ3uhRANCAASCmp9DlGJH5M0Xi0xvrRq+FNCLZF9G
nai7Oa1gjh3qqiNrx8D7BSGVibbOr0DJsp9+9KRnBskXVI0bdlvnUhTa
-----END PRIVATE KEY-----
`;

export const OFFICE365_TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBsDCCAVagAwIBAgIUSBt36z+2MQop2+xKMiIXQ5wvOAEwCgYIKoZIzj0EAwIw
HTEbMBkGA1UEAwwSc210cC5vZmZpY2UzNjUuY29tMCAXDTI2MTEyMjA2MDcyOFoY
DzIxMjYxMDI5MDYwNzI4WjAdMRswGQYDVQQDDBJzbXRwLm9mZmljZTM2NS5jb20w
WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAASCmp9DlGJH5M0Xi0xvrRq+FNCLZF9G
nai7Oa1gjh3qqiNrx8D7BSGVibbOr0DJsp9+9KRnBskXVI0bdlvnUhTao3IwcDAd
BgNVHQ4EFgQUpxmYxVAbgI/P8Bm5fOLgGoGOMo4wHwYDVR0jBBgwFoAUpxmYxVAb
gI/P8Bm5fOLgGoGOMo4wHQYDVR0RBBYwFIISc210cC5vZmZpY2UzNjUuY29tMA8G
A1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIhANu4vkp01zQWwYw3v3us
o5AvOky62CJweu3b8KDiv+SgAiBMtm1LldozmfcoUQancTnGjRPdi2CqiHWfEFwv
PIS5mA==
-----END CERTIFICATE-----
`;
