#pragma once
// The oracle's floating-point filters: whether they run, and how often they
// fall back to exact arithmetic.
//
// Every oracle decision has a filter in front of its exact (GMP) evaluation:
// a floating-point evaluation with an error bound, trusted only where the bound
// proves the sign. `Evaluation::exact_only` turns every filter off, so the same
// call runs its exact path alone: the baseline that tests compare the filters
// against (they must agree on every input) and that benchmarks time them
// against.

#include <bit>
#include <cmath>
#include <cstdint>
#include <initializer_list>

namespace cc::oracle {

enum class Evaluation { filtered, exact_only };

/// The calling thread's evaluation (filtered unless an EvaluationScope says otherwise).
inline Evaluation& evaluation() {
  static constinit thread_local Evaluation mode = Evaluation::filtered;
  return mode;
}

/// Whether filters may decide on this thread.
inline bool filtering() { return evaluation() == Evaluation::filtered; }

/// Sets the calling thread's evaluation for the scope's lifetime.
class EvaluationScope {
 public:
  explicit EvaluationScope(Evaluation mode) : saved_(evaluation()) { evaluation() = mode; }
  ~EvaluationScope() { evaluation() = saved_; }
  EvaluationScope(const EvaluationScope&) = delete;
  EvaluationScope& operator=(const EvaluationScope&) = delete;

 private:
  Evaluation saved_;
};

/// The largest |v| (NaN is ignored: the filters run on finite values). Plain
/// comparisons: std::fmax is a library call where NaN rules are kept.
inline double max_magnitude(std::initializer_list<double> values) {
  double m = 0.0;
  for (const double v : values) {
    const double a = std::fabs(v);
    m = a > m ? a : m;
  }
  return m;
}

/// For a normal, finite m > 0: e with m = f 2^e, f in [0.5, 1) (std::frexp's
/// exponent, read from the bits); 0 for zero, subnormals, infinities and NaN,
/// which filters send to the exact path anyway.
inline int normal_exponent(double m) {
  const int biased = static_cast<int>((std::bit_cast<std::uint64_t>(m) >> 52) & 0x7ff);
  return biased == 0 || biased == 0x7ff ? 0 : biased - 1022;
}

/// 2^e for -1022 <= e <= 1023, built from its bits (std::ldexp is a library call).
inline double power_of_two(int e) {
  return std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52);
}

/// The power of two 2^k that brings m (finite, > 0) into [0.5, 1): a filter
/// that works on the inputs times this factor sees magnitudes near 1, where
/// its squares and products neither overflow nor lose a bound's worth to
/// underflow. Scaling up is exact; scaling down rounds only values that fall
/// below 2^-1022 in the new frame, by at most 2^-1075 each, which a filter
/// whose tolerance is a multiple of u M absorbs (say so where it is used).
inline double unit_frame_factor(double m) { return std::ldexp(1.0, -std::ilogb(m) - 1); }

/// Per family and thread: how many decisions were asked, and how many of them
/// the filter could not settle (or was told not to), so that the exact path
/// ran. Generic inputs should never reach GMP.
struct FilterStats {
  std::uint64_t decisions = 0;
  std::uint64_t exact = 0;

  void reset() { decisions = exact = 0; }
  double fallback_rate() const {
    return decisions == 0 ? 0.0 : static_cast<double>(exact) / static_cast<double>(decisions);
  }
};

}  // namespace cc::oracle
