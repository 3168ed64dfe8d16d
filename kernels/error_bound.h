#pragma once
// Error bounds as data: what a robust kernel promises about each value it
// returns, exported once beside the kernel (kernels/robust/<family>.h, struct
// <Family>Bounds<T>) so that the checker and a reader take the same numbers.
// Standard library only (nothing to include).

namespace cc {

/// What one term of an error bound is measured in (u is the variant's unit roundoff, 2^-24 or 2^-53, and is
/// already folded into the coefficient).
enum class Scale : unsigned char {
  absolute,              ///< 1
  input_magnitude,       ///< M: the largest |input value| of the query
  value_magnitude,       ///< |x*|: the magnitude of the exact value being bounded (per coordinate)
  value_ulp,             ///< ulp(x*) in the variant's scalar
  per_length,            ///< 1 / L, L a length the family defines (say which in the comment)
  input_per_length,      ///< M / L
  value_max_magnitude,   ///< P: the largest |coordinate| of the exact point being bounded (max(|x*|, |y*|))
  result_max_magnitude,  ///< the largest |coordinate| of the returned point (max(|x|, |y|))
};

struct BoundTerm {
  double coefficient = 0;
  Scale scale = Scale::absolute;
};

/// not_above_exact: x <= x* (a time never after the exact one); largest_not_above: x is the largest value of the
/// variant's scalar not above x* (x <= x* < the next value above x, a strict |x - x*| < ulp(x*)).
enum class Side : unsigned char { both, not_above_exact, largest_not_above };

/// |x - x*| <= sum of coefficient * scale over the terms (unused terms have coefficient 0); with
/// Side::not_above_exact also x <= x*, with Side::largest_not_above x is x* rounded down. For a point or a
/// normal, |x - x*| is per coordinate unless the family states a Norm beside the bound.
struct ErrorBound {
  BoundTerm terms[4]{};
  Side side = Side::both;
};

/// How a family measures |x - x*| for a vector value, where it says so beside the bound.
enum class Norm : unsigned char {
  per_coordinate,  ///< max(|x.x - x*.x|, |x.y - x*.y|)
  euclidean,       ///< |x - x*|, the length of the difference
};

}  // namespace cc
