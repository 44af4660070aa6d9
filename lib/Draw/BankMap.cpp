//===- BankMap.cpp - Shared-memory banks of a layout and their conflicts --===//

#include "fly/Draw/BankMap.h"

#include "Grid.h"

#include <algorithm>
#include <map>
#include <set>

using namespace fly::layout;

namespace fly::draw {

namespace {
/// The bank words an element covers (an element wider than a bank covers
/// several; narrower elements share a word).
struct ElementWords {
  int64_t offset = 0, firstWord = 0, lastWord = 0;
};

/// Lanes of the whole access, each a list of 1-D grid coordinates.
using LaneCells = std::vector<std::vector<int64_t>>;
} // namespace

static Result<LaneCells> laneCells(const BankAccess &access, GridShape grid,
                                   int64_t elemBits) {
  int64_t total = grid.size;
  LaneCells lanes;
  if (access.kind == BankAccess::Kind::TV) {
    if (access.tv.rank() != 2)
      return fail("the access layout " + access.tv.str() +
                  " must have two modes, (lane, value)");
    FLY_TRY(all, staticSize(access.tv.shape, "the access layout"));
    FLY_TRY(n, staticSize(access.tv.shape[0], "the access layout"));
    if (n > 65536)
      return fail("the access layout has too many lanes to draw");
    lanes.resize(n);
    for (int64_t l = 0; l < n; ++l)
      for (int64_t v = 0; v < all / n; ++v) {
        FLY_TRY(idx, evalStatic(access.tv, l + n * v));
        if (idx < 0 || idx >= total)
          return fail("the access layout " + access.tv.str() + " maps lane " +
                      std::to_string(l) + " value " + std::to_string(v) +
                      " to " + std::to_string(idx) + ", outside the " +
                      std::to_string(total) + " elements of the layout");
        lanes[l].push_back(idx);
      }
    return lanes;
  }
  if (access.vectorBits < elemBits || access.vectorBits % elemBits != 0)
    return fail("--vector-bits=" + std::to_string(access.vectorBits) +
                " is not a multiple of the element width (" +
                std::to_string(elemBits) + " bits)");
  int64_t vec = access.vectorBits / elemBits;
  // The elements in the drawn grid's row-major (Rows) or column-major
  // (Cols) order, dealt out `vec` to a lane.
  std::vector<int64_t> order;
  bool byRows = access.kind == BankAccess::Kind::Rows;
  for (int64_t p = 0; p < grid.rows * grid.cols; ++p) {
    int64_t idx = byRows ? grid.indexOf(p / grid.cols, p % grid.cols)
                         : grid.indexOf(p % grid.rows, p / grid.rows);
    if (idx >= 0)
      order.push_back(idx);
  }
  for (size_t q = 0; q < order.size(); q += vec)
    lanes.emplace_back(order.begin() + q,
                       order.begin() + std::min<size_t>(order.size(), q + vec));
  return lanes;
}

/// "1 element", "8 elements".
static std::string count(int64_t n, const char *noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

static std::string accessText(const BankAccess &access, int64_t elemBits) {
  switch (access.kind) {
  case BankAccess::Kind::TV:
    return "lanes by the TV layout " + access.tv.str();
  case BankAccess::Kind::Rows:
  case BankAccess::Kind::Cols:
    return count(access.vectorBits / elemBits, "element") + " (" +
           std::to_string(access.vectorBits) + " bits) per lane along the " +
           (access.kind == BankAccess::Kind::Rows ? "rows" : "columns");
  }
  return "";
}

Result<Figure> drawBankMap(const LayoutFn &smem, int64_t elemBits,
                           const ChipBanks &chip, const BankAccess &access,
                           const std::string &title,
                           const Swizzle *byteSwizzle) {
  if (elemBits < 1 || elemBits > 1024)
    return fail("the element width must be 1 to 1024 bits, got " +
                std::to_string(elemBits));
  const Layout *domain = std::get_if<Layout>(&smem);
  if (auto *c = std::get_if<std::shared_ptr<ComposedLayout>>(&smem))
    domain = &(*c)->outerLayout();
  if (!domain)
    return fail("a bank map needs a layout or a composed layout");
  FLY_TRY(grid, gridOf(domain->shape, "the shared-memory layout"));
  if (auto fits =
          checkExtent("the shared-memory layout", grid.rows, grid.cols);
      !fits)
    return fits.failure();

  const int64_t bankBits = int64_t(chip.bankBytes) * 8;
  int64_t total = grid.size;
  std::vector<ElementWords> words(total);
  for (int64_t i = 0; i < total; ++i) {
    FLY_TRY(value, crd2idx(IntTuple::of(i), smem));
    FLY_TRY(offset, staticIndex(value, "the shared-memory offset of element " +
                                           std::to_string(i)));
    if (offset < 0 || offset > (int64_t(1) << 40) / elemBits)
      return fail("element " + std::to_string(i) + " of the layout is at offset " +
                  std::to_string(offset) + ", not a shared-memory address");
    int64_t bit = offset * elemBits;
    if (byteSwizzle)
      bit = byteSwizzle->apply(bit / 8) * 8 + bit % 8;
    words[i] = {offset, bit / bankBits, (bit + elemBits - 1) / bankBits};
  }

  FLY_TRY(lanes, laneCells(access, grid, elemBits));
  int64_t waveSize = access.waveSize ? access.waveSize : chip.waveSize;
  int64_t first = access.wave * waveSize;
  if (access.wave < 0 || first >= static_cast<int64_t>(lanes.size()))
    return fail("the access has " + std::to_string(lanes.size()) +
                " lanes: there is no wave " + std::to_string(access.wave) +
                " of " + std::to_string(waveSize) + " lanes");
  int64_t last = std::min<int64_t>(first + waveSize, lanes.size());
  int64_t bitsPerLane = 0;
  for (int64_t l = first; l < last; ++l)
    bitsPerLane = std::max<int64_t>(bitsPerLane, lanes[l].size() * elemBits);
  int64_t lanesPerPhase =
      std::clamp<int64_t>(chip.banks * bankBits / std::max<int64_t>(bitsPerLane, 1),
                          1, waveSize);

  struct {
    int64_t phases = 0, lanesPerPhase = 0;
    int64_t extraCycles = 0; // sum over phases of (busiest bank's words - 1)
    int64_t maxWays = 0;     // the busiest bank's words in the worst phase
  } result;
  result.lanesPerPhase = lanesPerPhase;
  result.phases = (last - first + lanesPerPhase - 1) / lanesPerPhase;
  std::string phasePanelWhat = "the phase x bank table";
  if (auto fits =
          checkExtent(phasePanelWhat, result.phases, chip.banks, total);
      !fits)
    return fits.failure();

  Panel map = grid.panel("banks (" + std::string(chip.chip) + ")");
  std::vector<int64_t> laneOf(total, -1), phaseOf(total, -1);
  Panel phaseTable("distinct words per bank and phase", result.phases,
                   chip.banks);
  phaseTable.gridRow = 1;
  int64_t conflictingCells = 0;
  for (int64_t p = 0; p < result.phases; ++p) {
    int64_t lo = first + p * lanesPerPhase;
    int64_t hi = std::min(last, lo + lanesPerPhase);
    std::map<int64_t, std::set<int64_t>> bankWords;
    for (int64_t l = lo; l < hi; ++l)
      for (int64_t idx : lanes[l]) {
        laneOf[idx] = laneOf[idx] < 0 ? l : laneOf[idx];
        phaseOf[idx] = p;
        for (int64_t w = words[idx].firstWord; w <= words[idx].lastWord; ++w)
          bankWords[w % chip.banks].insert(w);
      }
    int64_t cycles = 1;
    for (const auto &[bank, ws] : bankWords) {
      cycles = std::max<int64_t>(cycles, ws.size());
      Cell &cell = phaseTable.at(p, bank);
      cell.label = std::to_string(ws.size());
      cell.colour = colourOfIndex(bank);
      cell.highlight = ws.size() > 1;
    }
    result.extraCycles += cycles - 1;
    result.maxWays = std::max(result.maxWays, cycles);
    for (int64_t l = lo; l < hi; ++l)
      for (int64_t idx : lanes[l]) {
        bool conflict = false;
        for (int64_t w = words[idx].firstWord; w <= words[idx].lastWord; ++w)
          conflict |= bankWords[w % chip.banks].size() > 1;
        auto [r, c] = grid.cellOf(idx);
        Cell &cell = map.at(r, c);
        if (conflict && !cell.highlight)
          ++conflictingCells;
        cell.highlight |= conflict;
      }
  }
  for (int64_t i = 0; i < total; ++i) {
    auto [r, c] = grid.cellOf(i);
    Cell &cell = map.at(r, c);
    int64_t bank = words[i].firstWord % chip.banks;
    cell.label = std::to_string(bank);
    cell.colour = colourOfIndex(bank);
    cell.dim = laneOf[i] < 0;
    cell.tip = "offset " + std::to_string(words[i].offset) + ", bank " +
               std::to_string(bank);
    if (words[i].lastWord != words[i].firstWord)
      cell.tip += "-" + std::to_string(words[i].lastWord % chip.banks);
    if (laneOf[i] >= 0)
      cell.tip += ", lane " + std::to_string(laneOf[i]) + ", phase " +
                  std::to_string(phaseOf[i]);
  }

  Figure fig;
  fig.kind = "bank-map";
  fig.title = title;
  fig.panels.push_back(std::move(map));
  fig.panels.push_back(std::move(phaseTable));
  fig.notes.push_back(std::string(chip.chip) + ": " + std::to_string(chip.banks) +
                      " banks of " + std::to_string(chip.bankBytes) +
                      " bytes; " + std::to_string(elemBits) +
                      "-bit elements from byte 0");
  fig.notes.push_back("access: " + accessText(access, elemBits) + "; wave " +
                      std::to_string(access.wave) + " = lanes " +
                      std::to_string(first) + "-" + std::to_string(last - 1) +
                      " in " + count(result.phases, "phase") + " of " +
                      count(lanesPerPhase, "lane"));
  fig.notes.push_back("bank conflicts: " + std::to_string(result.extraCycles) +
                      " extra cycles (worst bank " +
                      std::to_string(result.maxWays) + "-way); " +
                      count(conflictingCells, "element") +
                      " in conflicting words (red)");
  fig.attributes = {{"chip", chip.chip},
                    {"banks", std::to_string(chip.banks)},
                    {"bank-bytes", std::to_string(chip.bankBytes)},
                    {"elem-bits", std::to_string(elemBits)},
                    {"wave-size", std::to_string(waveSize)},
                    {"phases", std::to_string(result.phases)},
                    {"lanes-per-phase", std::to_string(lanesPerPhase)},
                    {"conflicts", std::to_string(result.extraCycles)},
                    {"max-ways", std::to_string(result.maxWays)}};
  return fig;
}

} // namespace fly::draw
