#include "hunt.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <limits>
#include <ostream>
#include <set>
#include <stdexcept>

#include "registry.h"

namespace cc::check {
namespace {

/// SplitMix64: the hunt's only source of choices.
struct Bits {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// A whole number in [0, n).
  std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : next() % n; }
};

std::uint64_t mix(std::uint64_t seed, const std::string& text) {
  std::uint64_t h = 0xcbf29ce484222325ull ^ seed;
  for (char ch : text) {
    h ^= static_cast<unsigned char>(ch);
    h *= 0x100000001b3ull;
  }
  return h;
}

std::uint64_t value_hash(const CaseData& c) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (double v : c.values) {
    h ^= std::bit_cast<std::uint64_t>(v);
    h *= 0x100000001b3ull;
  }
  return h;
}

/// `v` moved by `n` ulps of the scalar, through zero as the ordering of the
/// values does; `v` itself when that leaves the finite values.
double step_ulps(double v, long long n, Scalar scalar) {
  if (!std::isfinite(v)) return v;
  if (scalar == Scalar::f32) {
    const auto bits = std::bit_cast<std::uint32_t>(static_cast<float>(v));
    const long long magnitude = bits & 0x7fffffffu;
    long long ordered = (bits >> 31) ? -magnitude : magnitude;
    ordered += n;
    const std::uint32_t out = ordered < 0 ? (static_cast<std::uint32_t>(-ordered) | 0x80000000u)
                                          : static_cast<std::uint32_t>(ordered);
    if (ordered > 0x7f7fffffll || ordered < -0x7f7fffffll) return v;
    return static_cast<double>(std::bit_cast<float>(out));
  }
  const auto bits = std::bit_cast<std::uint64_t>(v);
  const long long magnitude = static_cast<long long>(bits & 0x7fffffffffffffffull);
  constexpr long long kMaxFinite = 0x7fefffffffffffffll;
  long long ordered = (bits >> 63) ? -magnitude : magnitude;
  if ((n > 0 && ordered > kMaxFinite - n) || (n < 0 && ordered < -kMaxFinite - n)) return v;
  ordered += n;
  const std::uint64_t out = ordered < 0 ? (static_cast<std::uint64_t>(-ordered) | 0x8000000000000000ull)
                                        : static_cast<std::uint64_t>(ordered);
  return std::bit_cast<double>(out);
}

bool representable(const CaseData& c) {
  for (double v : c.values)
    if (std::isfinite(v) && c.scalar == Scalar::f32 && static_cast<double>(static_cast<float>(v)) != v) return false;
  return true;
}

struct Scored {
  bool judged = false;  ///< passed or vacuous with a score, or failed
  double score = -1;
  double ratio = -1;  ///< Verdict::ratio: the value error over its bound
  std::optional<Failure> failure;
  std::string message;
};

/// One property's search state.
struct Search {
  PropertyHunt out;
  bool has_measure = false;
  std::vector<std::pair<double, CaseData>> elite;  ///< best first
  std::set<std::uint64_t> seen_flips;              ///< every distinct flip's value hash
  std::set<int> classes_reported;
  /// The latest distinct flips, the parents of neighbour samples (a flip's
  /// neighbours flip more often than any other cases do).
  std::vector<CaseData> flip_parents;
  std::size_t flip_next = 0;
  /// Plain random draws of the property's own regimes, in batches of 101
  /// (sizes 0..100), one regime after another.
  std::vector<std::string> own_regimes;
  std::vector<CaseData> fresh;
  std::size_t fresh_next = 0;
  std::uint64_t batch = 0;
  std::size_t fresh_regime = 0;  ///< the index in own_regimes of the batch `fresh`
  /// A decision property's arms: a draw of each own regime (own draws, in
  /// batches of 101 at seeds of their own), then a flip's neighbour, then a
  /// case derived from the best so far. Each arm's cases and the new flips
  /// they gave steer the choice.
  struct Arm {
    double cases = 0, flips = 0;
    std::vector<CaseData> draws;
    std::size_t next = 0;
    std::uint64_t batch = 0;
  };
  std::vector<Arm> arms;
};

constexpr std::size_t kElite = 24;
constexpr std::size_t kFlipParents = 64;

/// One hunt: the searches of every selected property, the budget, and the
/// choices (Bits) that derive new cases from the best ones so far.
class Hunter {
 public:
  Hunter(const Family& family, const VariantInfo& variant, const HuntOptions& options)
      : family_(family),
        variant_(variant),
        options_(options),
        scalar_(variant.scalar),
        mantissa_bits_(variant.scalar == Scalar::f32 ? 23 : 52),
        band_(family.supports_band()),
        bits_{mix(options.seed, variant.id())},
        start_(std::chrono::steady_clock::now()),
        last_progress_(start_) {
    select_searches();
  }

  HuntResult run() {
    if (options_.climb) climb();
    else sample();
    progress(true);
    for (auto& s : searches_) {
      for (std::size_t i = 0; i < s.elite.size() && static_cast<int>(i) < options_.keep; ++i)
        s.out.worst_cases.push_back({s.elite[i].second, s.out.property, s.has_measure ? s.elite[i].first : -1, {}, {}});
      result_.properties.push_back(std::move(s.out));
    }
    result_.seconds = elapsed();
    return std::move(result_);
  }

 private:
  /// One search per property that judges the variant (and was asked for).
  void select_searches() {
    for (const auto& p : family_.properties()) {
      if (!family_.judges(variant_, p.name)) continue;
      if (!options_.properties.empty() &&
          std::find(options_.properties.begin(), options_.properties.end(), p.name) == options_.properties.end())
        continue;
      Search s;
      s.out.property = p.name;
      s.out.unit = family_.measure_unit(variant_, p.name);
      s.has_measure = !s.out.unit.empty();
      s.own_regimes = p.regimes.empty() ? family_.regimes() : p.regimes;
      searches_.push_back(std::move(s));
    }
    if (searches_.empty()) throw std::invalid_argument("hunt: no selected property judges " + variant_.id());
  }

  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

  bool out_of_budget() const {
    if (options_.max_evaluations > 0 && result_.evaluations >= options_.max_evaluations) return true;
    return options_.max_seconds > 0 && (result_.evaluations & 15) == 0 && elapsed() >= options_.max_seconds;
  }

  /// A line of progress at most once a second (always when forced).
  void progress(bool force) {
    if (!options_.progress) return;
    const auto now = std::chrono::steady_clock::now();
    if (!force && now - last_progress_ < std::chrono::seconds(1)) return;
    last_progress_ = now;
    auto& o = *options_.progress;
    o << (options_.climb ? "hunt " : "sample ") << variant_.id() << ": " << std::fixed << std::setprecision(1)
      << elapsed() << " s, " << result_.evaluations << " cases";
    for (const auto& s : searches_) {
      o << " | " << s.out.property << ": ";
      if (s.has_measure)
        o << "worst " << std::defaultfloat << std::setprecision(4) << s.out.worst << " " << s.out.unit << " ("
          << std::setprecision(3) << s.out.worst_ratio << " of the bound)";
      else if (s.out.closest >= 0) o << "closest 2^-" << s.out.closest << " M";
      o << ", flips " << s.out.flips_undeclared + s.out.flips_declared << " (" << s.out.flips_undeclared
        << " undeclared)";
    }
    o << std::defaultfloat << "\n" << std::flush;
  }

  /// The decision boundary's distance, as the largest k in [0, 1100] with the
  /// case within 2^-k M of it; -1 when out of reach or unsupported.
  int closeness(const CaseData& c) const {
    if (!band_) return -1;
    try {
      if (!family_.near_decision_boundary(c, 1.0)) return -1;
      int lo = 0, hi = 1100;  // near at 2^-lo; find the largest
      if (family_.near_decision_boundary(c, std::ldexp(1.0, -hi))) return hi;
      while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        if (family_.near_decision_boundary(c, std::ldexp(1.0, -mid))) lo = mid;
        else hi = mid;
      }
      return lo;
    } catch (const std::exception&) {
      return -1;
    }
  }

  /// Judges one case for one property: its measure (or closeness), or the
  /// failure and its declared class.
  Scored score(Search& s, const CaseData& c) {
    Scored r;
    if (!representable(c)) return r;
    ++result_.evaluations;
    ++s.out.evaluations;
    Verdict v;
    try {
      v = family_.replay(variant_, s.out.property, c);
    } catch (const std::exception&) {
      return r;
    }
    using K = Verdict::Kind;
    if (v.kind == K::fail || v.kind == K::variant_error) {
      r.judged = true;
      Failure f;
      f.error = v.kind == K::variant_error;
      f.flaw_class = flaw_class_of(variant_, s.out.property, c, v);
      r.failure = f;
      r.message = v.message;
      return r;
    }
    if (v.kind != K::pass && v.kind != K::vacuous) return r;
    r.judged = true;
    r.score = s.has_measure ? v.measure : closeness(c);
    r.ratio = v.ratio;
    return r;
  }

  /// Counts a judged case: a flip (kept when new), or a score that may enter
  /// the elite.
  bool record(Search& s, const CaseData& c, const Scored& r) {
    if (!r.judged) return false;
    if (r.failure) {
      if (!s.seen_flips.insert(value_hash(c)).second) return false;  // counted when first found
      if (r.failure->flaw_class < 0) ++s.out.flips_undeclared;
      else ++s.out.flips_declared;
      if (s.flip_parents.size() < kFlipParents)
        s.flip_parents.push_back(c);
      else
        s.flip_parents[s.flip_next++ % kFlipParents] = c;
      const bool first_of_class = r.failure->flaw_class >= 0 && s.classes_reported.insert(r.failure->flaw_class).second;
      if ((r.failure->flaw_class < 0 && s.out.flips_undeclared <= 1000) || first_of_class)
        s.out.flips.push_back({c, s.out.property, -1, r.failure, r.message});
      return true;
    }
    if (s.has_measure) {
      if (r.score > s.out.worst) s.out.worst = r.score;
      if (r.ratio > s.out.worst_ratio) s.out.worst_ratio = r.ratio;
    } else if (static_cast<int>(r.score) > s.out.closest) {
      s.out.closest = static_cast<int>(r.score);
    }
    if (r.score < 0) return false;
    // Into the elite when better than its last, and not already in it.
    if (s.elite.size() >= kElite && r.score <= s.elite.back().first) return false;
    const auto h = value_hash(c);
    for (const auto& e : s.elite)
      if (value_hash(e.second) == h) return false;
    const auto at = std::find_if(s.elite.begin(), s.elite.end(), [&](const auto& e) { return e.first < r.score; });
    s.elite.insert(at, {r.score, c});
    if (s.elite.size() > kElite) s.elite.pop_back();
    return false;
  }

  /// Judges and records a case: true when it is a flip not seen before.
  bool judge(Search& s, const CaseData& c) { return record(s, c, score(s, c)); }

  /// The next plain random draw of the property's own regimes.
  const CaseData& next_fresh(Search& s) {
    if (s.fresh_next >= s.fresh.size()) {
      s.fresh_regime = s.batch % s.own_regimes.size();
      const std::string& regime = s.own_regimes[s.fresh_regime];
      s.fresh = family_.sample(scalar_, regime, 101, mix(options_.seed + s.batch, regime));
      s.fresh_next = 0;
      ++s.batch;
    }
    return s.fresh[s.fresh_next++];
  }

  /// Plain random sampling: each property's own regimes, in turn.
  void sample() {
    for (std::size_t turn = 0; !out_of_budget(); ++turn) {
      Search& s = searches_[turn % searches_.size()];
      judge(s, next_fresh(s));
      progress(false);
    }
  }

  /// The starting cases: the given ones, then samples of every regime.
  void seed_searches() {
    for (auto& s : searches_) {
      for (const auto& c : options_.starts) {
        if (out_of_budget()) break;
        if (c.family == family_.name() && can_replay(c, scalar_)) {
          CaseData as = c;
          as.scalar = scalar_;
          judge(s, as);
        }
      }
      for (const auto& regime : family_.regimes()) {
        for (const auto& c : family_.sample(scalar_, regime, 16, mix(options_.seed, regime))) {
          if (out_of_budget()) break;
          judge(s, c);
        }
      }
    }
  }

  /// 2^j ulps, j mostly small, of either sign.
  long long ulps() {
    const int j = static_cast<int>(std::min(bits_.below(mantissa_bits_ + 2), bits_.below(mantissa_bits_ + 2)));
    const long long m = 1ll << j;
    return bits_.below(2) ? m : -m;
  }

  /// A fresh draw of a regime (the parent's when there is one), at a new seed and size.
  CaseData fresh_draw(const Search& s) {
    const auto& regimes = family_.regimes();
    std::string regime = regimes[bits_.below(regimes.size())];
    if (!s.elite.empty() && bits_.below(2) == 0) {
      const auto& pr = s.elite[bits_.below(s.elite.size())].second.regime;
      if (std::find(regimes.begin(), regimes.end(), pr) != regimes.end()) regime = pr;
    }
    const int size = static_cast<int>(bits_.below(101));
    return family_.sample(scalar_, regime, 1, bits_.next(), size).front();
  }

  /// A neighbour of a flip: one or two of its values moved by a few ulps
  /// (2^j, j < 8), where the variant's rounding flips again.
  void nudge(CaseData& child) {
    const std::size_t count = child.values.size();
    const int moves = 1 + static_cast<int>(bits_.below(2));
    for (int m = 0; m < moves; ++m) {
      const std::size_t i = bits_.below(count);
      const long long n = 1ll << bits_.below(8);
      child.values[i] = step_ulps(child.values[i], bits_.below(2) ? n : -n, scalar_);
    }
  }

  /// `child` (a copy of a parent) changed by mutation `kind` (0 to 6): one or
  /// two values moved by ulps, every value scaled by a power of two, or a value
  /// set to (a neighbour of) another's or negated. False when the scaling
  /// overflows (the child is dropped).
  bool mutate(CaseData& child, std::uint64_t kind) {
    const std::size_t count = child.values.size();
    if (kind <= 2) {
      const std::size_t i = bits_.below(count);
      child.values[i] = step_ulps(child.values[i], ulps(), scalar_);
    } else if (kind <= 4) {
      const std::size_t i = bits_.below(count), k = bits_.below(count);
      const long long m = ulps();
      child.values[i] = step_ulps(child.values[i], m, scalar_);
      if (k != i) child.values[k] = step_ulps(child.values[k], bits_.below(2) ? m : -m, scalar_);
    } else if (kind == 5) {
      const int e = static_cast<int>(bits_.below(16)) - 8;
      for (double& v : child.values)
        if (std::isfinite(v)) v = std::ldexp(v, e == 0 ? 1 : e);
      for (double v : child.values)
        if (std::isinf(v)) return false;
    } else {
      const std::size_t i = bits_.below(count), k = bits_.below(count);
      const auto how = bits_.below(3);
      if (how == 0) child.values[i] = child.values[k];
      else if (how == 1) child.values[i] = step_ulps(child.values[k], ulps(), scalar_);
      else child.values[i] = -child.values[i];
    }
    if (scalar_ == Scalar::f32)
      for (double& v : child.values)
        if (std::isfinite(v)) v = static_cast<double>(static_cast<float>(v));
    return true;
  }

  /// An arm's use: `flip` is true when it gave a flip not seen before. The
  /// counts halve past 1000 cases, so that an arm whose flips run out (a
  /// flip's neighbourhood found in full) yields to the others.
  static void credit(Search::Arm& arm, bool flip) {
    arm.cases += 1;
    arm.flips += flip ? 1 : 0;
    if (arm.cases > 1000) {
      arm.cases /= 2;
      arm.flips /= 2;
    }
  }

  /// One step of a decision property's search for flips. A quarter of the
  /// cases are the next plain random draw (what sampling sees, at a quarter
  /// of its rate); the others come from the arm of the highest estimated
  /// yield of new flips, (flips + 1) / (cases + 2): every arm is tried until
  /// its yield falls below the best one's, so the regimes where the variant
  /// flips are drawn most, and a flip's neighbourhood is searched while it
  /// gives new flips.
  void flip_step(Search& s, std::size_t turn) {
    const std::size_t regimes = s.own_regimes.size(), nudge_arm = regimes, derive_arm = regimes + 1;
    if (s.arms.empty()) s.arms.resize(regimes + 2);
    if (turn % 4 == 0) {
      const CaseData& c = next_fresh(s);
      const std::size_t r = s.fresh_regime;
      credit(s.arms[r], judge(s, c));
      return;
    }
    std::size_t best = 0;
    double best_yield = -1;
    for (std::size_t a = 0; a < s.arms.size(); ++a) {
      if ((a == nudge_arm && s.flip_parents.empty()) || (a == derive_arm && s.elite.empty())) continue;
      const double yield = (s.arms[a].flips + 1) / (s.arms[a].cases + 2);
      if (yield > best_yield) best_yield = yield, best = a;
    }
    Search::Arm& arm = s.arms[best];
    if (best == nudge_arm) {
      CaseData child = s.flip_parents[bits_.below(s.flip_parents.size())];
      nudge(child);
      credit(arm, judge(s, child));
    } else if (best == derive_arm) {
      const auto kind = bits_.below(8);
      if (kind == 7) return credit(arm, judge(s, fresh_draw(s)));
      const std::size_t n = s.elite.size();
      CaseData child = s.elite[std::min(bits_.below(n), bits_.below(n))].second;
      credit(arm, mutate(child, kind) && judge(s, child));
    } else {
      if (arm.next >= arm.draws.size()) {
        const std::string& regime = s.own_regimes[best];
        arm.draws =
            family_.sample(scalar_, regime, 101, mix(options_.seed ^ 0x6a09e667f3bcc909ull, regime) + arm.batch);
        arm.next = 0;
        ++arm.batch;
      }
      credit(arm, judge(s, arm.draws[arm.next++]));
    }
  }

  /// Every other case is the next plain random draw, so that the hunt sees
  /// what sampling sees (at half its rate), and new regions enter the best
  /// cases; the others derive from the best cases so far. A decision
  /// property searches for flips instead (flip_step).
  void climb() {
    seed_searches();
    for (std::size_t turn = 0; !out_of_budget(); ++turn) {
      Search& s = searches_[(turn / 2) % searches_.size()];
      progress(false);
      if (!s.has_measure) {
        flip_step(s, turn / searches_.size());
        continue;
      }
      if (turn % 2 == 0) {
        judge(s, next_fresh(s));
        continue;
      }
      const auto kind = bits_.below(8);
      if (s.elite.empty() || kind == 7) {
        judge(s, fresh_draw(s));
        continue;
      }
      // A parent, the better ones more often.
      const std::size_t n = s.elite.size();
      CaseData child = s.elite[std::min(bits_.below(n), bits_.below(n))].second;
      if (mutate(child, kind)) judge(s, child);
    }
  }

  const Family& family_;
  const VariantInfo& variant_;
  const HuntOptions& options_;
  const Scalar scalar_;
  const int mantissa_bits_;
  const bool band_;
  Bits bits_;
  const std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_progress_;
  std::vector<Search> searches_;
  HuntResult result_;
};

}  // namespace

HuntResult hunt(const Family& family, const VariantInfo& variant, const HuntOptions& options) {
  if (options.max_evaluations <= 0 && options.max_seconds <= 0)
    throw std::invalid_argument("hunt: give a budget of evaluations or seconds");
  return Hunter(family, variant, options).run();
}

}  // namespace cc::check
