#pragma once
// A case moved to magnitudes where a double filter's squares and products
// underflow into the subnormals (or to zero) or overflow: the inputs on which
// an oracle filter's error bound must still hold, or the filter must refuse.
// Used by Family::check_filters (filtered == exact-only at extreme magnitudes).

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace cc::check {

/// How a case is moved.
///   - tiny: the whole case times one power of two, so that its largest |value|
///     lands at 2^e, e in [-560, -480]: the case keeps its shape (exact
///     touching stays exact) until its small values reach the subnormals;
///   - huge: the same with e in [480, 560];
///   - mixed: every value on its own, its binade moved to 2^e, e in [-560,
///     -480] or [480, 560], so that one case holds both extremes;
///   - translated: the whole case shrunk to 2^-10 to 2^-60 of an offset O of
///     magnitude 2^e (e in either range), then moved by O: coordinates (the
///     fields whose axis is x or y) become O plus the case, lengths and
///     radii stay small. Differences of coordinates are then small beside M,
///     so their squares underflow (or, near 2^520, the coordinates' products
///     overflow) while the shape, on a grid, stays exact where the sums are.
enum class ExtremeMagnitude { tiny, huge, mixed, translated };

/// What a field of a case is: a coordinate on one axis, or a length.
enum class FieldAxis { x, y, length };

/// `values` moved as `how` says, the exponents drawn from `bits` alone (the
/// same bits give the same case on every machine). Signs are kept, and only
/// coordinates are translated, so radii and sizes stay >= 0; a case whose
/// values are all zero is returned unchanged (translated: moved to O).
/// `axes` gives each value's field: an x or y coordinate, or a length.
std::vector<double> at_extreme_magnitude(std::span<const double> values, ExtremeMagnitude how, std::uint64_t bits,
                                         const std::vector<FieldAxis>& axes);

/// The axes of a family's fields from their names: "*.x" and "*.y" are
/// coordinates, every other field (a radius, a width, a tolerance) a length.
std::vector<FieldAxis> field_axes(const std::vector<std::string>& field_names);

}  // namespace cc::check
