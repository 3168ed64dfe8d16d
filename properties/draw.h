#pragma once
// The primitive draws a regime is written with, compiled once per scalar
// (properties/draw.cpp). A regime is a plain function of a Draw: it asks for a
// few values in order and builds its input from them, e.g.
//
//   [](Draw<T>& d) {
//     const int k = d.index(std::numeric_limits<T>::digits + 20);
//     const Vec2<T> p = d.full_point(k), q = d.full_point(k + 8);
//     return Input<T>{p, q, std::fabs(d.full_precision(k + 8))};
//   }
//
// Every draw is one choice, an integer in [0, bound], taken from RapidCheck's
// deterministic bit source (never std::uniform_*_distribution), so a seed
// means the same inputs on every standard library. As RapidCheck's inRange
// does, a choice's range grows with the run's size (0 to 100): early cases
// are small. A case is its sequence of choices; it shrinks by replaying the
// regime on smaller choices (each toward 0: the low end of a range, a small
// integer significand, false), beyond the recorded ones 0. Draw in named local
// variables, one declaration at a time: the order of a function call's
// arguments is unspecified in C++.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "../kernels/vec2.h"
#include "generators.h"

namespace cc::gen {

template <class T>
class Draw {
 public:
  /// Fresh choices from `random` at RapidCheck size `size`.
  Draw(const rc::Random& random, int size) : random_(random), size_(size) {}
  /// The choices of `replay` (clamped to each choice's bound; 0 beyond them).
  explicit Draw(const std::vector<std::uint64_t>* replay) : replay_(replay) {}

  /// The choices made so far, as replaying them would make them.
  const std::vector<std::uint64_t>& choices() const { return made_; }

  /// An integer in [lo, hi]; shrinks toward lo.
  std::int64_t integer(std::int64_t lo, std::int64_t hi);
  /// An index in [0, n); shrinks toward 0.
  int index(int n);
  /// true or false; shrinks toward false.
  bool bit();
  /// An integer in [-limit, limit]; shrinks toward 0 (small_signed).
  std::int64_t small_signed(std::int64_t limit);
  /// An exponent in [lo, hi] (lo <= 0 <= hi); shrinks toward 0 (exponent_in).
  int exponent(int lo, int hi);
  /// An integer-valued T in [-limit, limit], -0 included (small_integer).
  T small_integer(std::int64_t limit);
  /// `count` small_integer(limit) values, in order.
  std::vector<T> small_integers(std::size_t count, std::int64_t limit);
  /// A point of two small_integer coordinates.
  Vec2<T> small_point(std::int64_t limit);
  /// A full-width T below 2^(digits - k) in magnitude (full_precision_scaled).
  T full_precision(int k);
  /// `count` full_precision(k) values, in order.
  std::vector<T> full_precisions(std::size_t count, int k);
  /// A point of two full_precision(k) coordinates.
  Vec2<T> full_point(int k);
  /// A Pythagorean triple (pythagorean_triple): (3, 4, 5) and up.
  PythagoreanTriple triple(std::int64_t limit);
  /// `count` small integers scaled together by one 2^e over T's whole
  /// exponent range, subnormals included (scale_swept_values).
  std::vector<T> scale_swept(std::size_t count, std::int64_t limit);
  /// `count` small_integer(limit) values with NaN or an infinity written over
  /// one to three of them, or (when `sizes` is not empty, half the time) all
  /// finite with the entry at one of `sizes` made negative, -1 - |v|
  /// (with_special_values_or_negative_size).
  std::vector<T> special_values(std::size_t count, std::int64_t limit, const std::vector<std::size_t>& sizes = {});

 private:
  /// One choice in [0, bound]; `scaled`: its range grows with the size.
  std::uint64_t choose(std::uint64_t bound, bool scaled = true);

  rc::Random random_;
  int size_ = 100;
  const std::vector<std::uint64_t>* replay_ = nullptr;
  std::vector<std::uint64_t> made_;
};

extern template class Draw<float>;
extern template class Draw<double>;

/// A regime as a plain function of the draws: its input's values (as T,
/// widened to double).
template <class T>
using DrawnValues = std::function<std::vector<double>(Draw<T>&)>;

/// The generator of a regime written with draws.
template <class T>
rc::Gen<std::vector<double>> drawn(DrawnValues<T> regime);

extern template rc::Gen<std::vector<double>> drawn<float>(DrawnValues<float>);
extern template rc::Gen<std::vector<double>> drawn<double>(DrawnValues<double>);

/// A family's regime written with draws: its name, weight and function.
template <class Input, class T>
struct DrawnRegime {
  std::string name;
  int weight = 1;
  std::function<Input(Draw<T>&)> draw;
};

}  // namespace cc::gen
