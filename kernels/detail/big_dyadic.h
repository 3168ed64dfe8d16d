#pragma once
// Exact dyadic numbers m * 2^e of unbounded size (m an integer of any length,
// e an integer of any sign), for the slow path of robust kernels whose
// predicates have a degree too high for double expansions: a product of twelve
// doubles leaves the double exponent range, while here nothing overflows,
// underflows or rounds. Every finite double converts exactly; +, - and * are
// exact; sign and comparison are exact. Standard library only.
//
// Cost grows with the bit length of the operands (schoolbook multiplication);
// kernels use it behind a floating-point filter (bounded_double.h), so only
// near-degenerate inputs pay for it.

#include "fp_environment.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

namespace cc::detail {

__extension__ typedef unsigned __int128 U128;  // GCC and Clang: the top bits of a big number

class BigDyadic {
 public:
  BigDyadic() = default;

  /// The exact value of a finite double (NaN and infinities are not allowed).
  explicit BigDyadic(double v) {
    if (v == 0.0 || !std::isfinite(v)) return;
    int e;
    const double m = std::frexp(std::fabs(v), &e);  // |v| = m 2^e, m in [0.5, 1)
    const auto bits = static_cast<std::uint64_t>(std::ldexp(m, 53));  // exact integer
    sign_ = v > 0 ? 1 : -1;
    exp_ = static_cast<long>(e) - 53;
    mag_ = {static_cast<std::uint32_t>(bits), static_cast<std::uint32_t>(bits >> 32)};
    normalize();
  }

  /// -1, 0 or +1.
  int sign() const { return sign_; }

  BigDyadic operator-() const {
    BigDyadic r = *this;
    r.sign_ = -r.sign_;
    return r;
  }

  friend BigDyadic operator+(const BigDyadic& a, const BigDyadic& b) {
    if (a.sign_ == 0) return b;
    if (b.sign_ == 0) return a;
    const long e = std::min(a.exp_, b.exp_);
    const std::vector<std::uint32_t> ma = shifted(a.mag_, a.exp_ - e), mb = shifted(b.mag_, b.exp_ - e);
    BigDyadic r;
    r.exp_ = e;
    if (a.sign_ == b.sign_) {
      r.mag_ = add_mag(ma, mb);
      r.sign_ = a.sign_;
    } else {
      const int c = compare_mag(ma, mb);
      if (c == 0) return {};
      r.mag_ = c > 0 ? sub_mag(ma, mb) : sub_mag(mb, ma);
      r.sign_ = c > 0 ? a.sign_ : b.sign_;
    }
    r.normalize();
    return r;
  }

  friend BigDyadic operator-(const BigDyadic& a, const BigDyadic& b) { return a + (-b); }

  friend BigDyadic operator*(const BigDyadic& a, const BigDyadic& b) {
    if (a.sign_ == 0 || b.sign_ == 0) return {};
    BigDyadic r;
    r.sign_ = a.sign_ * b.sign_;
    r.exp_ = a.exp_ + b.exp_;
    r.mag_.assign(a.mag_.size() + b.mag_.size(), 0);
    for (std::size_t i = 0; i < a.mag_.size(); ++i) {
      std::uint64_t carry = 0;
      for (std::size_t j = 0; j < b.mag_.size(); ++j) {
        const std::uint64_t cur = static_cast<std::uint64_t>(a.mag_[i]) * b.mag_[j] + r.mag_[i + j] + carry;
        r.mag_[i + j] = static_cast<std::uint32_t>(cur);
        carry = cur >> 32;
      }
      r.mag_[i + b.mag_.size()] = static_cast<std::uint32_t>(carry);
    }
    r.normalize();
    return r;
  }

  /// -1, 0, +1 as a <, ==, > b.
  friend int compare(const BigDyadic& a, const BigDyadic& b) { return (a - b).sign(); }

  /// This number times 2^k, exactly.
  BigDyadic scaled(long k) const {
    BigDyadic r = *this;
    if (r.sign_ != 0) r.exp_ += k;
    return r;
  }

  /// |x| = m 2^e with m in [0.5, 1) rounded to nearest (a carry to 1 is
  /// renormalized): m carries relative error at most 2^-53. Returns m with the
  /// sign of x, and 0 with e = 0 for x == 0. The exponent is unbounded, so no
  /// value overflows or underflows here.
  double frexp(long& e) const {
    e = 0;
    if (sign_ == 0) return 0.0;
    // The top 64 bits, the bits below them folded into a sticky bit, so that
    // one conversion to double rounds correctly.
    const std::size_t n = mag_.size();
    const int lead = 32 - std::countl_zero(mag_[n - 1]);  // bits in the top limb
    U128 acc = 0;
    const std::size_t take = std::min<std::size_t>(n, 3);
    for (std::size_t i = 0; i < take; ++i) acc = (acc << 32) | mag_[n - 1 - i];
    bool sticky = false;
    for (std::size_t i = take; i < n; ++i) sticky = sticky || mag_[n - 1 - i] != 0;
    const int bits = lead + 32 * static_cast<int>(take - 1);  // significant bits in acc
    std::uint64_t top;
    if (bits > 64) {
      const int drop = bits - 64;
      sticky = sticky || (acc & ((static_cast<U128>(1) << drop) - 1)) != 0;
      top = static_cast<std::uint64_t>(acc >> drop);
    } else {
      top = static_cast<std::uint64_t>(acc << (64 - bits));
    }
    if (sticky) top |= 1;  // below the rounding position: decides ties only
    // |x| = top * 2^(lowest exponent of the top 64 bits).
    const long low = exp_ + 32 * static_cast<long>(n) - 64 - (32 - lead);
    int ei;
    const double m = std::frexp(static_cast<double>(top), &ei);  // exact scaling of a rounded value
    e = low + ei;
    return sign_ > 0 ? m : -m;
  }

  /// This number times 2^k, rounded to a double: relative error at most 2^-53
  /// when the result is normal; it may underflow (absolute error 2^-1074) or
  /// be an infinity.
  double to_double(long k = 0) const {
    long e;
    const double m = frexp(e);
    if (m == 0.0) return 0.0;
    const long t = std::clamp<long>(e + k, -4000, 4000);
    return std::ldexp(m, static_cast<int>(t));
  }

  /// The nearest double (as to_double()), for code written over several exact
  /// number types.
  double approximate() const { return to_double(); }

 private:
  using Mag = std::vector<std::uint32_t>;

  // Drops leading zero limbs, moves trailing zero limbs into the exponent.
  void normalize() {
    while (!mag_.empty() && mag_.back() == 0) mag_.pop_back();
    if (mag_.empty()) {
      sign_ = 0;
      exp_ = 0;
      return;
    }
    std::size_t z = 0;
    while (mag_[z] == 0) ++z;
    if (z > 0) {
      mag_.erase(mag_.begin(), mag_.begin() + static_cast<long>(z));
      exp_ += 32 * static_cast<long>(z);
    }
  }

  static Mag shifted(const Mag& m, long bits) {
    const auto limbs = static_cast<std::size_t>(bits / 32);
    const int rest = static_cast<int>(bits % 32);
    Mag r(limbs, 0);
    r.reserve(limbs + m.size() + 1);
    std::uint32_t carry = 0;
    for (std::uint32_t x : m) {
      r.push_back(rest == 0 ? x : (x << rest) | carry);
      carry = rest == 0 ? 0 : x >> (32 - rest);
    }
    if (carry != 0) r.push_back(carry);
    return r;
  }

  static int compare_mag(const Mag& a, const Mag& b) {
    std::size_t na = a.size(), nb = b.size();
    while (na > 0 && a[na - 1] == 0) --na;
    while (nb > 0 && b[nb - 1] == 0) --nb;
    if (na != nb) return na < nb ? -1 : 1;
    for (std::size_t i = na; i-- > 0;)
      if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
  }

  static Mag add_mag(const Mag& a, const Mag& b) {
    Mag r(std::max(a.size(), b.size()) + 1, 0);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < r.size(); ++i) {
      const std::uint64_t cur = carry + (i < a.size() ? a[i] : 0) + (i < b.size() ? b[i] : 0);
      r[i] = static_cast<std::uint32_t>(cur);
      carry = cur >> 32;
    }
    return r;
  }

  // Requires a >= b.
  static Mag sub_mag(const Mag& a, const Mag& b) {
    Mag r(a.size(), 0);
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
      std::int64_t cur = static_cast<std::int64_t>(a[i]) - borrow - (i < b.size() ? b[i] : 0);
      borrow = cur < 0 ? 1 : 0;
      if (cur < 0) cur += std::int64_t{1} << 32;
      r[i] = static_cast<std::uint32_t>(cur);
    }
    return r;
  }

  int sign_ = 0;
  long exp_ = 0;
  Mag mag_;
};

}  // namespace cc::detail
