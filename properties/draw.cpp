// The primitive draws (draw.h), compiled once per scalar, and the generator of
// a regime written with them: a case is its sequence of choices, and it
// shrinks by replaying the regime on smaller choices.

#include "draw.h"

#include <rapidcheck/gen/detail/ScaleInteger.h>

#include <cmath>
#include <limits>
#include <memory>

namespace cc::gen {

template <class T>
std::uint64_t Draw<T>::choose(std::uint64_t bound, bool scaled) {
  std::uint64_t v;
  if (replay_) {
    const std::size_t i = made_.size();
    v = i < replay_->size() ? std::min((*replay_)[i], bound) : 0;
  } else {
    const std::uint64_t range = scaled ? rc::gen::detail::scaleInteger(bound, size_) : bound;
    const std::uint64_t bits = random_.next();
    v = range == std::numeric_limits<std::uint64_t>::max() ? bits : bits % (range + 1);
  }
  made_.push_back(v);
  return v;
}

template <class T>
std::int64_t Draw<T>::integer(std::int64_t lo, std::int64_t hi) {
  return lo + static_cast<std::int64_t>(choose(static_cast<std::uint64_t>(hi - lo)));
}

template <class T>
int Draw<T>::index(int n) {
  return static_cast<int>(choose(static_cast<std::uint64_t>(n - 1)));
}

template <class T>
bool Draw<T>::bit() {
  return choose(1, false) != 0;
}

template <class T>
std::int64_t Draw<T>::small_signed(std::int64_t limit) {
  const auto magnitude = static_cast<std::int64_t>(choose(static_cast<std::uint64_t>(limit)));
  return bit() ? -magnitude : magnitude;
}

template <class T>
int Draw<T>::exponent(int lo, int hi) {
  // Magnitude first, then the sign; a magnitude beyond that side's end folds
  // back into it, so every draw is in range and 0 stays the simplest.
  const std::int64_t e = small_signed(std::max(-lo, hi));
  if (e < lo) return static_cast<int>(-(-e % (static_cast<std::int64_t>(-lo) + 1)));
  if (e > hi) return static_cast<int>(e % (static_cast<std::int64_t>(hi) + 1));
  return static_cast<int>(e);
}

template <class T>
T Draw<T>::small_integer(std::int64_t limit) {
  const T magnitude = static_cast<T>(choose(static_cast<std::uint64_t>(limit)));
  return bit() ? -magnitude : magnitude;
}

template <class T>
std::vector<T> Draw<T>::small_integers(std::size_t count, std::int64_t limit) {
  std::vector<T> v;
  v.reserve(count);
  for (std::size_t i = 0; i < count; ++i) v.push_back(small_integer(limit));
  return v;
}

template <class T>
Vec2<T> Draw<T>::small_point(std::int64_t limit) {
  const T x = small_integer(limit);
  const T y = small_integer(limit);
  return {x, y};
}

template <class T>
T Draw<T>::full_precision(int k) {
  constexpr int digits = std::numeric_limits<T>::digits;
  const T magnitude = static_cast<T>(choose((std::uint64_t{1} << digits) - 1));
  return std::ldexp(bit() ? -magnitude : magnitude, -k);
}

template <class T>
std::vector<T> Draw<T>::full_precisions(std::size_t count, int k) {
  std::vector<T> v;
  v.reserve(count);
  for (std::size_t i = 0; i < count; ++i) v.push_back(full_precision(k));
  return v;
}

template <class T>
Vec2<T> Draw<T>::full_point(int k) {
  const T x = full_precision(k);
  const T y = full_precision(k);
  return {x, y};
}

template <class T>
PythagoreanTriple Draw<T>::triple(std::int64_t limit) {
  const std::int64_t m = 2 + integer(0, limit - 2);
  const std::int64_t n = 1 + integer(0, limit - 1) % (m - 1);
  const std::int64_t k = 1 + integer(0, 3);
  return {k * (m * m - n * n), k * 2 * m * n, k * (m * m + n * n)};
}

template <class T>
std::vector<T> Draw<T>::scale_swept(std::size_t count, std::int64_t limit) {
  std::vector<T> v = small_integers(count, limit);
  const int e = exponent(lowest_scale_exponent<T>(), highest_scale_exponent<T>());
  for (T& x : v) x = std::ldexp(x, e);
  return v;
}

template <class T>
std::vector<T> Draw<T>::special_values(std::size_t count, std::int64_t limit, const std::vector<std::size_t>& sizes) {
  std::vector<T> v = small_integers(count, limit);
  if (!sizes.empty() && bit()) {
    T& s = v[sizes[static_cast<std::size_t>(index(static_cast<int>(sizes.size())))]];
    s = -1 - std::fabs(s);
    return v;
  }
  constexpr T specials[] = {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                            -std::numeric_limits<T>::infinity()};
  const int replaced = 1 + index(3);
  for (int i = 0; i < replaced; ++i) {
    const auto where = static_cast<std::size_t>(index(static_cast<int>(count)));
    v[where] = specials[index(3)];
  }
  return v;
}

namespace {

using Choices = std::vector<std::uint64_t>;

/// A drawn case: its values, and its choices to shrink.
template <class T>
class DrawnCase {
 public:
  DrawnCase(std::shared_ptr<const DrawnValues<T>> regime, Choices choices, std::vector<double> values)
      : regime_(std::move(regime)), choices_(std::move(choices)), values_(std::move(values)) {}

  std::vector<double> value() const { return values_; }

  /// Per choice in order, toward 0: 0, then x - x/2, x - x/4, ..., x - 1.
  rc::Seq<rc::Shrinkable<std::vector<double>>> shrinks() const {
    std::vector<Choices> candidates;
    for (std::size_t i = 0; i < choices_.size(); ++i) {
      const std::uint64_t x = choices_[i];
      for (std::uint64_t diff = x; diff > 0; diff /= 2) {
        Choices c = choices_;
        c[i] = x - diff;
        candidates.push_back(std::move(c));
      }
    }
    return rc::seq::map(rc::seq::fromContainer(std::move(candidates)), [regime = regime_](const Choices& c) {
      Draw<T> d(&c);
      auto values = (*regime)(d);
      return rc::makeShrinkable<DrawnCase<T>>(regime, d.choices(), std::move(values));
    });
  }

 private:
  std::shared_ptr<const DrawnValues<T>> regime_;
  Choices choices_;
  std::vector<double> values_;
};

}  // namespace

template <class T>
rc::Gen<std::vector<double>> drawn(DrawnValues<T> regime) {
  auto shared = std::make_shared<const DrawnValues<T>>(std::move(regime));
  return [shared](const rc::Random& random, int size) {
    Draw<T> d(random, size);
    auto values = (*shared)(d);
    return rc::makeShrinkable<DrawnCase<T>>(shared, d.choices(), std::move(values));
  };
}

template class Draw<float>;
template class Draw<double>;
template rc::Gen<std::vector<double>> drawn<float>(DrawnValues<float>);
template rc::Gen<std::vector<double>> drawn<double>(DrawnValues<double>);

}  // namespace cc::gen
