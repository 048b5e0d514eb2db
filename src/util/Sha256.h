// SHA-256 (FIPS 180-4) for the program hashes that witnesses carry; small
// and self-contained so that kiki needs no crypto library.
#pragma once
#include <string>

namespace kiki {

/// The digest of `data` as 64 lower-case hexadecimal digits.
std::string sha256Hex(const std::string &data);

} // namespace kiki
