/* tests/header_cxx.cpp - bbmm/box.h, status.h and config.h compile as C++
 * (g++ -std=c++11 -Wall -Wextra -Werror -pedantic) and work at run time.
 * Returns nonzero when a check fails.
 */
#include <bbmm/config.h>
#include <bbmm/status.h>
#include <bbmm/box.h>

#include <cstdio>
#include <cstring>

namespace {

int failures = 0;

/* Count a failure named "what" unless "ok". */
void expect(bool ok, const char *what)
{
    if (ok)
        return;
    ++failures;
    std::printf("FAIL %s\n", what);
}

/* Return true when "b" is the 2-D box ["lo0".."hi0", "lo1".."hi1"]. */
bool is_2d(const bbmm_box &b, int64_t lo0, int64_t hi0, int64_t lo1, int64_t hi1)
{
    return b.ndim == 2 && b.lo[0] == lo0 && b.hi[0] == hi0 && b.lo[1] == lo1 && b.hi[1] == hi1;
}

/* Single-box operations on two overlapping 2-D boxes. */
void check_pair()
{
    bbmm_box a = bbmm_bb_2d(0, 3, 0, 3), b = bbmm_bb_2d(2, 5, 2, 5), r, piece[BBMM_SUBTRACT_MAX];
    uint64_t vol = 0;
    expect(bbmm_bb_intersection(&a, &b, &r) && is_2d(r, 2, 3, 2, 3), "intersection");
    r = bbmm_bb_convex_union(&a, &b);
    expect(is_2d(r, 0, 5, 0, 5), "convex union");
    expect(bbmm_bb_volume(&r, &vol) == BBMM_OK && vol == 36, "volume");
    expect(bbmm_bb_subtract(&a, &b, piece) == 2, "subtract");
    expect(!bbmm_bb_is_subset(&a, &b) && bbmm_bb_overlaps(&a, &b), "predicates");
    expect(!bbmm_bb_union_if_box(&a, &b, &r), "union_if_box");
}

/* Algorithm 2 on a list that outgrows its caller storage, then merge. */
void check_lists()
{
    bbmm_box in[3] = {bbmm_bb_2d(0, 3, 0, 3), bbmm_bb_2d(2, 5, 2, 5), bbmm_bb_2d(1, 2, 1, 2)};
    bbmm_box storage[1];
    bbmm_box_list l;
    uint64_t vol = 0;
    bbmm_box_list_init(&l, storage, 1);
    expect(bbmm_bb_disjoint(in, 3, &l) == BBMM_OK && l.n == 3 && l.on_heap, "disjoint");
    expect(bbmm_box_list_volume(&l, 0, &vol) == BBMM_OK && vol == 28, "disjoint volume");
    bbmm_bb_merge(&l, 0);
    expect(l.n == 3, "merge");
    expect(is_2d(bbmm_box_list_hull(&l, 0, 2), 0, 5, 0, 5), "hull");
    bbmm_box_list_free(&l);
    expect(l.v == NULL && l.n == 0, "free");
}

/* Status texts and bbmm_bb_format. */
void check_text()
{
    bbmm_box b = bbmm_bb_2d(0, 3, -1, 7);
    char buf[64];
    expect(std::strcmp(bbmm_status_text(BBMM_ERR_NOMEM), "out of host memory") == 0, "status text");
    expect(std::strcmp(bbmm_status_name(BBMM_ERR_OVERFLOW), "BBMM_ERR_OVERFLOW") == 0, "status name");
    expect(std::strcmp(bbmm_bb_format(&b, buf, sizeof(buf)), "[0..3, -1..7]") == 0, "format");
}

} // namespace

int main()
{
    check_pair();
    check_lists();
    check_text();
    std::printf("header_cxx: %d failures\n", failures);
    return failures ? 1 : 0;
}
