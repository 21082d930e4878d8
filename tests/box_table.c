/* tests/box_table.c - table-driven unit tests of bbmm/box.h and status.h.
 *
 * Each row of table_rows names an operation, its inputs and the expected
 * result, with boxes written as bbmm_bb_format prints them ("[0..3, 0..7]",
 * "min"/"max" for the int64_t limits, "invalid" for a box of 0 dimensions)
 * and lists as boxes separated by spaces.  One loop runs every row and
 * reports every failing one.  The rows hold the paper's Table I examples,
 * 1-D to 8-D cases and the floyd-warshall tile of the paper's Fig. 3, whose
 * exact footprint table_check_floyd() also counts from the loop nest.
 */
#include <bbmm/box.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TABLE_MAX_BOXES 32
#define TABLE_TEXT 2048

/* Paper Fig. 3: floyd-warshall, N = 8, k = 7, tile of rows 0..3.  Initial
 * boxes of path[i][j], path[i][k], path[k][j]; their disjoint boxes; the
 * number of elements the tile touches; its convex union. */
#define FLOYD_N 8
#define FLOYD_K 7
#define FLOYD_TILE_ROWS 4
#define FLOYD_TILE_BOXES "[0..3, 0..7] [0..3, 7..7] [7..7, 0..7]"
#define FLOYD_TILE_DISJOINT "[0..3, 0..7] [7..7, 0..7]"
#define FLOYD_EXACT_VOLUME 40
#define FLOYD_CONVEX "[0..7, 0..7]"
#define FLOYD_CONVEX_VOLUME 64

/* Operations a row can test; each comment says what the row's fields
 * mean ("value": expected scalar, "aux": extra input). */
typedef enum table_op {
    OP_INTERSECTION,  /* a ∩ b = expect; value: return value */
    OP_CONVEX_UNION,  /* a, b -> expect; value: its volume */
    OP_SIMPLE_UNION,  /* boxes of a appended one by one -> list expect */
    OP_SUBTRACT,      /* a \ b = pieces expect (any order) */
    OP_SUBTRACT_LIST, /* a \ (boxes of b) = pieces expect (any order),
                         appended after aux boxes that must stay */
    OP_IS_SUBSET,     /* a ⊆ b; value */
    OP_OVERLAPS,      /* value */
    OP_EQUAL,         /* value */
    OP_IS_EMPTY,      /* a; value */
    OP_CONTAINS,      /* point b (lower corner of box b) in a; value */
    OP_VOLUME,        /* a; status, and value when BBMM_OK */
    OP_UNION_IF_BOX,  /* value: return value; expect when nonzero */
    OP_DISJOINT,      /* boxes of a -> expect (any order); value: volume
                         sum; appended after aux boxes that must stay */
    OP_MERGE,         /* list a merged -> expect (any order) */
    OP_HULL,          /* list a -> expect; value: its volume; aux: ndim */
    OP_FORMAT,        /* a -> text expect; aux: buffer size (0: 256) */
    OP_STATUS_TEXT,   /* status -> text expect */
    OP_STATUS_NAME,   /* status -> text expect */
    OP_LIST_GROWTH,   /* push boxes of a on aux boxes of caller storage
                         (-1: NULL); value: expected on_heap */
    OP_COUNT
} table_op;

/* One test case. */
typedef struct table_row {
    const char *name;
    table_op op;
    const char *a;
    const char *b;
    const char *expect;
    unsigned long long value;
    bbmm_status status;
    long aux;
} table_row;

/* The parsed boxes of a row. */
typedef struct table_data {
    bbmm_box a[TABLE_MAX_BOXES], b[TABLE_MAX_BOXES], want[TABLE_MAX_BOXES];
    size_t na, nb, nwant;
} table_data;

/* Runs the operation of row "r" on "d", writes what it got into "got" of
 * "size" bytes and returns nonzero when that is what the row expects. */
typedef int (*table_fn)(const table_row *r, const table_data *d, char *got, size_t size);

/* ---- the table ------------------------------------------------------- */

static const table_row table_rows[] = {
    /* Paper Table I, 2-D illustrations. */
    {.name = "Table I convex union", .op = OP_CONVEX_UNION, .a = "[0..3, 0..3]", .b = "[2..5, 4..6]",
     .expect = "[0..5, 0..6]", .value = 42},
    {.name = "Table I simple union (empty dropped)", .op = OP_SIMPLE_UNION,
     .a = "[0..3, 0..3] [2..1, 0..0] [2..5, 4..6]", .expect = "[0..3, 0..3] [2..5, 4..6]"},
    {.name = "Table I intersection", .op = OP_INTERSECTION, .a = "[0..3, 0..3]", .b = "[2..5, 1..6]",
     .expect = "[2..3, 1..3]", .value = 1},
    {.name = "Table I intersection of touching boxes", .op = OP_INTERSECTION, .a = "[0..3, 0..3]",
     .b = "[4..5, 0..3]", .expect = "[0..-1, 0..-1]", .value = 0},
    {.name = "Table I subtraction, hole in the middle", .op = OP_SUBTRACT, .a = "[0..5, 0..5]",
     .b = "[2..3, 2..3]", .expect = "[0..1, 0..5] [4..5, 0..5] [2..3, 0..1] [2..3, 4..5]"},
    {.name = "Table I subset yes", .op = OP_IS_SUBSET, .a = "[1..2, 1..2]", .b = "[0..3, 0..3]", .value = 1},
    {.name = "Table I subset no", .op = OP_IS_SUBSET, .a = "[1..4, 1..2]", .b = "[0..3, 0..3]", .value = 0},

    /* Paper Fig. 3, floyd-warshall tile. */
    {.name = "Fig. 3 floyd tile disjoint boxes", .op = OP_DISJOINT, .a = FLOYD_TILE_BOXES,
     .expect = FLOYD_TILE_DISJOINT, .value = FLOYD_EXACT_VOLUME},
    {.name = "Fig. 3 floyd tile convex union", .op = OP_HULL, .a = FLOYD_TILE_BOXES, .expect = FLOYD_CONVEX,
     .value = FLOYD_CONVEX_VOLUME, .aux = 2},
    {.name = "Fig. 3 floyd disjoint boxes do not merge", .op = OP_MERGE, .a = FLOYD_TILE_DISJOINT,
     .expect = FLOYD_TILE_DISJOINT},

    /* 1-D */
    {.name = "1-D intersection", .op = OP_INTERSECTION, .a = "[-5..5]", .b = "[3..9]", .expect = "[3..5]", .value = 1},
    {.name = "1-D volume", .op = OP_VOLUME, .a = "[-5..5]", .value = 11},
    {.name = "1-D subtract middle", .op = OP_SUBTRACT, .a = "[0..9]", .b = "[3..4]", .expect = "[0..2] [5..9]"},
    {.name = "1-D subtract superset", .op = OP_SUBTRACT, .a = "[3..4]", .b = "[0..9]", .expect = ""},
    {.name = "1-D subtract disjoint", .op = OP_SUBTRACT, .a = "[3..4]", .b = "[6..9]", .expect = "[3..4]"},
    {.name = "1-D subtract from empty", .op = OP_SUBTRACT, .a = "[4..3]", .b = "[0..9]", .expect = ""},
    {.name = "1-D union of abutting", .op = OP_UNION_IF_BOX, .a = "[0..3]", .b = "[4..6]", .expect = "[0..6]", .value = 1},
    {.name = "1-D union with a gap", .op = OP_UNION_IF_BOX, .a = "[0..3]", .b = "[5..6]", .value = 0},
    {.name = "1-D merge of a chain", .op = OP_MERGE, .a = "[0..0] [2..2] [1..1]", .expect = "[0..2]"},
    {.name = "1-D identical boxes, disjoint", .op = OP_DISJOINT, .a = "[0..3] [0..3]", .expect = "[0..3]", .value = 4},
    {.name = "1-D subtract_list covered", .op = OP_SUBTRACT_LIST, .a = "[0..3]", .b = "[0..1] [2..3]", .expect = ""},
    {.name = "1-D subtract_list of nothing", .op = OP_SUBTRACT_LIST, .a = "[0..3]", .b = "", .expect = "[0..3]"},

    /* 2-D */
    {.name = "2-D subtract corner", .op = OP_SUBTRACT, .a = "[0..3, 0..3]", .b = "[2..5, 2..5]",
     .expect = "[0..1, 0..3] [2..3, 0..1]"},
    {.name = "2-D union of abutting slabs", .op = OP_UNION_IF_BOX, .a = "[0..1, 0..3]", .b = "[2..3, 0..3]",
     .expect = "[0..3, 0..3]", .value = 1},
    {.name = "2-D union of overlapping slabs", .op = OP_UNION_IF_BOX, .a = "[0..2, 0..3]", .b = "[1..5, 0..3]",
     .expect = "[0..5, 0..3]", .value = 1},
    {.name = "2-D union of nested", .op = OP_UNION_IF_BOX, .a = "[1..2, 1..2]", .b = "[0..3, 0..3]",
     .expect = "[0..3, 0..3]", .value = 1},
    {.name = "2-D union differing in 2 dims", .op = OP_UNION_IF_BOX, .a = "[0..1, 0..3]", .b = "[2..3, 0..2]", .value = 0},
    {.name = "2-D disjoint of overlapping", .op = OP_DISJOINT, .a = "[0..3, 0..3] [2..5, 2..5]",
     .expect = "[0..3, 0..3] [4..5, 2..5] [2..3, 4..5]", .value = 28},
    {.name = "2-D disjoint drops nested", .op = OP_DISJOINT, .a = "[1..2, 1..2] [0..3, 0..3]",
     .expect = "[0..3, 0..3]", .value = 16},
    {.name = "2-D disjoint of nothing", .op = OP_DISJOINT, .a = "", .expect = "", .value = 0},
    {.name = "2-D merge of slabs", .op = OP_MERGE, .a = "[0..1, 0..5] [4..5, 0..5] [2..3, 0..1] [2..3, 4..5] [2..3, 2..3]",
     .expect = "[0..5, 0..5]"},
    {.name = "2-D merge with a gap", .op = OP_MERGE, .a = "[0..1, 0..1] [0..1, 3..4]", .expect = "[0..1, 0..1] [0..1, 3..4]"},
    {.name = "2-D subtract_list", .op = OP_SUBTRACT_LIST, .a = "[0..5, 0..5]",
     .b = "[0..5, 0..1] [0..5, 4..5] [0..1, 0..5]", .expect = "[2..5, 2..3]"},
    {.name = "2-D subtract_list: a covered piece among split ones", .op = OP_SUBTRACT_LIST,
     .a = "[0..5, 0..5]", .b = "[2..3, 2..3] [1..3, 0..1]",
     .expect = "[0..0, 0..5] [1..1, 2..5] [4..5, 0..5] [2..3, 4..5]"},
    {.name = "2-D subtract_list after 2 boxes", .op = OP_SUBTRACT_LIST, .a = "[0..5, 0..5]",
     .b = "[2..3, 2..3] [1..3, 0..1]", .expect = "[0..0, 0..5] [1..1, 2..5] [4..5, 0..5] [2..3, 4..5]", .aux = 2},
    {.name = "2-D disjoint after 3 boxes", .op = OP_DISJOINT, .a = "[0..3, 0..3] [2..5, 2..5] [0..5, 0..1]",
     .expect = "[0..3, 0..3] [4..5, 2..5] [2..3, 4..5] [4..5, 0..1]", .value = 32, .aux = 3},
    {.name = "2-D convex union with empty b", .op = OP_CONVEX_UNION, .a = "[1..1, 2..2]", .b = "[3..2, 0..0]",
     .expect = "[1..1, 2..2]", .value = 1},
    {.name = "2-D b below a does not overlap", .op = OP_OVERLAPS, .a = "[4..7, 0..3]", .b = "[0..3, 0..3]", .value = 0},
    {.name = "2-D contains upper corner", .op = OP_CONTAINS, .a = "[0..3, 4..7]", .b = "[3..3, 7..7]", .value = 1},
    {.name = "2-D contains lower corner", .op = OP_CONTAINS, .a = "[0..3, 4..7]", .b = "[0..0, 4..4]", .value = 1},
    {.name = "2-D point just past hi", .op = OP_CONTAINS, .a = "[0..3, 4..7]", .b = "[3..3, 8..8]", .value = 0},
    {.name = "2-D point just below lo", .op = OP_CONTAINS, .a = "[0..3, 4..7]", .b = "[-1..-1, 5..5]", .value = 0},
    {.name = "2-D empty contains nothing", .op = OP_CONTAINS, .a = "[0..3, 5..4]", .b = "[1..1, 4..4]", .value = 0},
    {.name = "2-D empty is subset of any box", .op = OP_IS_SUBSET, .a = "[1..0, 0..0]", .b = "[0..3, 0..3]", .value = 1},
    {.name = "2-D box is not subset of empty", .op = OP_IS_SUBSET, .a = "[0..0, 0..0]", .b = "[1..0, 0..0]", .value = 0},
    {.name = "2-D empties are equal", .op = OP_EQUAL, .a = "[1..0, 0..0]", .b = "[0..-1, 0..-1]", .value = 1},
    {.name = "2-D equal boxes", .op = OP_EQUAL, .a = "[0..3, 0..3]", .b = "[0..3, 0..3]", .value = 1},
    {.name = "2-D unequal boxes", .op = OP_EQUAL, .a = "[0..3, 0..3]", .b = "[0..3, 0..4]", .value = 0},
    {.name = "2-D touching do not overlap", .op = OP_OVERLAPS, .a = "[0..3, 0..3]", .b = "[0..3, 4..7]", .value = 0},
    {.name = "2-D corner overlap", .op = OP_OVERLAPS, .a = "[0..3, 0..3]", .b = "[3..7, 3..7]", .value = 1},
    {.name = "2-D empty in dim 1", .op = OP_IS_EMPTY, .a = "[0..3, 4..3]", .value = 1},
    {.name = "ndim mismatch: no intersection", .op = OP_INTERSECTION, .a = "[0..3]", .b = "[0..3, 0..3]",
     .expect = "[0..-1]", .value = 0},
    {.name = "ndim mismatch: no overlap", .op = OP_OVERLAPS, .a = "[0..3]", .b = "[0..3, 0..3]", .value = 0},
    {.name = "invalid box is empty", .op = OP_IS_EMPTY, .a = "invalid", .value = 1},
    {.name = "hull of nothing", .op = OP_HULL, .a = "", .expect = "[0..-1, 0..-1, 0..-1]", .value = 0, .aux = 3},

    /* 3-D to 8-D */
    {.name = "3-D intersection", .op = OP_INTERSECTION, .a = "[0..3, 0..3, 0..3]", .b = "[1..5, 2..2, -1..0]",
     .expect = "[1..3, 2..2, 0..0]", .value = 1},
    {.name = "3-D subtract centre", .op = OP_SUBTRACT, .a = "[0..2, 0..2, 0..2]", .b = "[1..1, 1..1, 1..1]",
     .expect = "[0..0, 0..2, 0..2] [2..2, 0..2, 0..2] [1..1, 0..0, 0..2] [1..1, 2..2, 0..2] "
               "[1..1, 1..1, 0..0] [1..1, 1..1, 2..2]"},
    {.name = "3-D volume of a row", .op = OP_VOLUME, .a = "[4..4, -2..7, 3..3]", .value = 10},
    {.name = "4-D convex union of two points", .op = OP_CONVEX_UNION, .a = "[0..0, 0..0, 0..0, 0..0]",
     .b = "[1..1, 2..2, 3..3, 4..4]", .expect = "[0..1, 0..2, 0..3, 0..4]", .value = 120},
    {.name = "4-D convex union with empty", .op = OP_CONVEX_UNION, .a = "[0..1, 0..2, 0..3, 4..3]",
     .b = "[1..1, 2..2, 3..3, 4..4]", .expect = "[1..1, 2..2, 3..3, 4..4]", .value = 1},
    {.name = "5-D subset", .op = OP_IS_SUBSET, .a = "[1..2, 1..2, 1..2, 1..2, 1..2]",
     .b = "[0..3, 0..3, 0..3, 0..3, 0..3]", .value = 1},
    {.name = "5-D touching in last dim", .op = OP_OVERLAPS, .a = "[0..3, 0..3, 0..3, 0..3, 0..3]",
     .b = "[0..3, 0..3, 0..3, 0..3, 4..9]", .value = 0},
    {.name = "6-D union of abutting", .op = OP_UNION_IF_BOX, .a = "[0..1, 0..1, 0..1, 0..1, 0..1, 0..1]",
     .b = "[0..1, 0..1, 0..1, 0..1, 0..1, 2..3]", .expect = "[0..1, 0..1, 0..1, 0..1, 0..1, 0..3]", .value = 1},
    {.name = "7-D disjoint", .op = OP_DISJOINT,
     .a = "[0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1] [1..2, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1]",
     .expect = "[0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1] [2..2, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1]", .value = 192},
    {.name = "8-D volume", .op = OP_VOLUME, .a = "[0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1]", .value = 256},
    {.name = "8-D intersection", .op = OP_INTERSECTION, .a = "[0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1]",
     .b = "[1..5, 1..5, 1..5, 1..5, 1..5, 1..5, 1..5, 1..5]",
     .expect = "[1..1, 1..1, 1..1, 1..1, 1..1, 1..1, 1..1, 1..1]", .value = 1},
    {.name = "8-D subtract corner", .op = OP_SUBTRACT, .a = "[0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1]",
     .b = "[0..0, 0..0, 0..0, 0..0, 0..0, 0..0, 0..0, 0..0]",
     .expect = "[1..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1] [0..0, 1..1, 0..1, 0..1, 0..1, 0..1, 0..1, 0..1] "
               "[0..0, 0..0, 1..1, 0..1, 0..1, 0..1, 0..1, 0..1] [0..0, 0..0, 0..0, 1..1, 0..1, 0..1, 0..1, 0..1] "
               "[0..0, 0..0, 0..0, 0..0, 1..1, 0..1, 0..1, 0..1] [0..0, 0..0, 0..0, 0..0, 0..0, 1..1, 0..1, 0..1] "
               "[0..0, 0..0, 0..0, 0..0, 0..0, 0..0, 1..1, 0..1] [0..0, 0..0, 0..0, 0..0, 0..0, 0..0, 0..0, 1..1]"},
    {.name = "8-D format", .op = OP_FORMAT, .a = "[0..1, 2..3, 4..5, 6..7, 8..9, 10..11, 12..13, -1..14]",
     .expect = "[0..1, 2..3, 4..5, 6..7, 8..9, 10..11, 12..13, -1..14]"},

    /* Limits of int64_t. */
    {.name = "volume spanning all of int64_t", .op = OP_VOLUME, .a = "[min..max]", .status = BBMM_ERR_OVERFLOW},
    {.name = "volume 2^64 - 1", .op = OP_VOLUME, .a = "[min..9223372036854775806]", .value = 18446744073709551615ULL},
    {.name = "volume 2^32 x 2^31", .op = OP_VOLUME, .a = "[0..4294967295, 0..2147483647]",
     .value = 9223372036854775808ULL},
    {.name = "volume 2^32 x 2^32 overflows", .op = OP_VOLUME, .a = "[0..4294967295, 0..4294967295]",
     .status = BBMM_ERR_OVERFLOW},
    {.name = "subtract a point from all of int64_t", .op = OP_SUBTRACT, .a = "[min..max]", .b = "[0..0]",
     .expect = "[min..-1] [1..max]"},
    {.name = "union up to INT64_MAX", .op = OP_UNION_IF_BOX, .a = "[min..9223372036854775806]", .b = "[max..max]",
     .expect = "[min..max]", .value = 1},
    {.name = "no union across the int64_t wrap", .op = OP_UNION_IF_BOX, .a = "[max..max]", .b = "[min..min]", .value = 0},

    /* bbmm_bb_format */
    {.name = "format 2-D", .op = OP_FORMAT, .a = "[0..3, 0..7]", .expect = "[0..3, 0..7]"},
    {.name = "format negative", .op = OP_FORMAT, .a = "[-5..5]", .expect = "[-5..5]"},
    {.name = "format limits", .op = OP_FORMAT, .a = "[min..max]", .expect = "[-9223372036854775808..9223372036854775807]"},
    {.name = "format empty", .op = OP_FORMAT, .a = "[0..-1, 3..3]", .expect = "[0..-1, 3..3]"},
    {.name = "format invalid", .op = OP_FORMAT, .a = "invalid", .expect = "[invalid ndim 0]"},
    {.name = "format truncated to 8 bytes", .op = OP_FORMAT, .a = "[0..3, 0..7]", .expect = "[0..3, ", .aux = 8},
    {.name = "format truncated to 6 bytes", .op = OP_FORMAT, .a = "[0..3, 0..7]", .expect = "[0..3", .aux = 6},
    {.name = "format into 1 byte", .op = OP_FORMAT, .a = "[0..3, 0..7]", .expect = "", .aux = 1},

    /* status.h */
    {.name = "status text OK", .op = OP_STATUS_TEXT, .status = BBMM_OK, .expect = "success"},
    {.name = "status text overflow", .op = OP_STATUS_TEXT, .status = BBMM_ERR_OVERFLOW,
     .expect = "size arithmetic overflows"},
    {.name = "status name nomem", .op = OP_STATUS_NAME, .status = BBMM_ERR_NOMEM, .expect = "BBMM_ERR_NOMEM"},
    {.name = "status name last code", .op = OP_STATUS_NAME, .status = BBMM_ERR_INJECTED, .expect = "BBMM_ERR_INJECTED"},
    {.name = "status text unknown", .op = OP_STATUS_TEXT, .status = BBMM_STATUS_COUNT_, .expect = "unknown status"},
    {.name = "status name unknown", .op = OP_STATUS_NAME, .status = BBMM_STATUS_COUNT_, .expect = "BBMM_STATUS_UNKNOWN"},

    /* Lists moving from caller storage to the heap. */
    {.name = "list fits caller storage", .op = OP_LIST_GROWTH, .a = "[0..0] [1..1] [2..2]", .aux = 8, .value = 0},
    {.name = "list outgrows caller storage", .op = OP_LIST_GROWTH, .a = "[0..0] [1..1] [2..2] [3..3] [4..4]",
     .aux = 2, .value = 1},
    {.name = "list grows twice on the heap", .op = OP_LIST_GROWTH,
     .a = "[0..0] [1..1] [2..2] [3..3] [4..4] [5..5] [6..6] [7..7] [8..8] [9..9]", .aux = 3, .value = 1},
    {.name = "list on NULL storage", .op = OP_LIST_GROWTH, .a = "[0..0, 1..1]", .aux = -1, .value = 1},
    {.name = "list on storage of 0 boxes", .op = OP_LIST_GROWTH, .a = "[0..0, 1..1]", .aux = 0, .value = 1},
    {.name = "empty list on NULL storage", .op = OP_LIST_GROWTH, .a = "", .aux = -1, .value = 0},
};

/* ---- parsing box literals ---------------------------------------------- */

/* Skip spaces at "*s", then consume "tok" if it follows; return nonzero
 * when it did. */
static int table_eat(const char **s, const char *tok)
{
    size_t n = strlen(tok);
    while (**s == ' ')
        ++*s;
    if (strncmp(*s, tok, n) != 0)
        return 0;
    *s += n;
    return 1;
}

/* Parse a bound at "*s" into "*v": an integer, "min" or "max". */
static int table_parse_bound(const char **s, int64_t *v)
{
    char *end;
    long long x;
    if (table_eat(s, "min")) {
        *v = INT64_MIN;
        return 1;
    }
    if (table_eat(s, "max")) {
        *v = INT64_MAX;
        return 1;
    }
    errno = 0;
    x = strtoll(*s, &end, 10);
    if (end == *s || errno != 0)
        return 0;
    *v = (int64_t)x;
    *s = end;
    return 1;
}

/* Parse one box "[lo..hi, ...]", or "invalid" (0 dimensions), at "*s". */
static int table_parse_box(const char **s, bbmm_box *b)
{
    int64_t lo[BBMM_MAX_DIMS], hi[BBMM_MAX_DIMS];
    int ndim = 0;
    if (table_eat(s, "invalid")) {
        *b = bbmm_bb_empty(0);
        return 1;
    }
    if (!table_eat(s, "["))
        return 0;
    do {
        if (ndim == BBMM_MAX_DIMS || !table_parse_bound(s, &lo[ndim]) || !table_eat(s, "..") ||
            !table_parse_bound(s, &hi[ndim]))
            return 0;
        ndim++;
    } while (table_eat(s, ","));
    *b = bbmm_bb_make(ndim, lo, hi);
    return table_eat(s, "]");
}

/* Parse the boxes of "text" (NULL: none) into "out" (room for
 * TABLE_MAX_BOXES) and their count into "*n"; return 0 on a syntax error. */
static int table_parse_boxes(const char *text, bbmm_box *out, size_t *n)
{
    const char *s = text ? text : "";
    for (*n = 0;; ++*n) {
        table_eat(&s, "");
        if (*s == '\0')
            return 1;
        if (*n == TABLE_MAX_BOXES || !table_parse_box(&s, &out[*n]))
            return 0;
    }
}

/* ---- comparing and printing -------------------------------------------- */

/* Return nonzero when "a" and "b" have the same dimension count and the
 * same points (empty boxes of one dimension count are all the same). */
static int table_box_same(const bbmm_box *a, const bbmm_box *b)
{
    int d, ea = 0, eb = 0;
    if (a->ndim != b->ndim)
        return 0;
    if (a->ndim < 1 || a->ndim > BBMM_MAX_DIMS)
        return 1;
    for (d = 0; d < a->ndim; d++) {
        ea |= a->lo[d] > a->hi[d];
        eb |= b->lo[d] > b->hi[d];
    }
    if (ea || eb)
        return ea && eb;
    for (d = 0; d < a->ndim; d++)
        if (a->lo[d] != b->lo[d] || a->hi[d] != b->hi[d])
            return 0;
    return 1;
}

/* Return nonzero when "a"[0.."na"-1] and "b"[0.."nb"-1] are the same boxes,
 * in the same order when "ordered", else in any order. */
static int table_boxes_same(const bbmm_box *a, size_t na, const bbmm_box *b, size_t nb, int ordered)
{
    char used[TABLE_MAX_BOXES] = {0};
    size_t i, j;
    if (na != nb || nb > TABLE_MAX_BOXES)
        return 0;
    for (i = 0; i < na; i++) {
        if (ordered) {
            if (!table_box_same(&a[i], &b[i]))
                return 0;
            continue;
        }
        for (j = 0; j < nb && (used[j] || !table_box_same(&a[i], &b[j])); j++)
            continue;
        if (j == nb)
            return 0;
        used[j] = 1;
    }
    return 1;
}

/* Append "b"[0.."n"-1], formatted, to the text "buf" of "size" bytes. */
static void table_append_boxes(char *buf, size_t size, const bbmm_box *b, size_t n)
{
    char one[256];
    size_t i, used;
    for (i = 0; i < n; i++) {
        used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", i ? " " : "", bbmm_bb_format(&b[i], one, sizeof(one)));
    }
}

/* Write "value=<v>:" and boxes "b"[0.."n"-1] into "buf" of "size" bytes. */
static void table_say(char *buf, size_t size, unsigned long long v, const bbmm_box *b, size_t n)
{
    snprintf(buf, size, "value=%llu: ", v);
    table_append_boxes(buf, size, b, n);
}

/* Print a failure: "fmt" and its arguments, then a newline. */
static void table_fail(unsigned *failures, const char *fmt, ...)
{
    va_list ap;
    ++*failures;
    printf("FAIL ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

/* ---- operations ---------------------------------------------------------- */

/* Write "ret" into "got" and return nonzero when it is the row's value
 * (both read as booleans). */
static int table_value(const table_row *r, char *got, size_t size, int ret)
{
    snprintf(got, size, "value=%d", ret);
    return !ret == !r->value;
}

/* Start "l" on "storage" of "cap" boxes and push "b"[0.."n"-1]; return
 * nonzero when every push succeeded. */
static int table_list_of(bbmm_box_list *l, bbmm_box *storage, size_t cap, const bbmm_box *b, size_t n)
{
    size_t i;
    int ok = 1;
    bbmm_box_list_init(l, storage, cap);
    for (i = 0; i < n; i++)
        ok &= bbmm_box_list_push(l, &b[i]) == BBMM_OK;
    return ok;
}

/* The box placed "n" times before the output of a list operation, which
 * must leave it alone although it overlaps the 2-D inputs of the rows. */
static bbmm_box table_prefix_box(void)
{
    return bbmm_bb_2d(0, 9, 0, 9);
}

/* Start "l" on "storage" of one box and push "n" copies of
 * table_prefix_box(); return nonzero when every push succeeded. */
static int table_list_after(bbmm_box_list *l, bbmm_box *storage, long n)
{
    bbmm_box p = table_prefix_box();
    long i;
    int ok = 1;
    bbmm_box_list_init(l, storage, 1);
    for (i = 0; i < n; i++)
        ok &= bbmm_box_list_push(l, &p) == BBMM_OK;
    return ok;
}

/* Return nonzero when "l" starts with "n" unchanged prefix boxes. */
static int table_prefix_kept(const bbmm_box_list *l, long n)
{
    bbmm_box p = table_prefix_box();
    long i;
    if (l->n < (size_t)n)
        return 0;
    for (i = 0; i < n; i++)
        if (memcmp(l->v[i].lo, p.lo, sizeof(p.lo)) || memcmp(l->v[i].hi, p.hi, sizeof(p.hi)) || l->v[i].ndim != 2)
            return 0;
    return 1;
}

/* OP_INTERSECTION */
static int table_intersection(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box out;
    int ret = bbmm_bb_intersection(&d->a[0], &d->b[0], &out);
    table_say(got, size, (unsigned long long)ret, &out, 1);
    return !ret == !r->value && table_box_same(&out, &d->want[0]);
}

/* OP_CONVEX_UNION */
static int table_convex_union(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box out = bbmm_bb_convex_union(&d->a[0], &d->b[0]);
    uint64_t vol = 0;
    bbmm_status st = bbmm_bb_volume(&out, &vol);
    table_say(got, size, vol, &out, 1);
    return st == BBMM_OK && vol == r->value && table_box_same(&out, &d->want[0]);
}

/* OP_SIMPLE_UNION */
static int table_simple_union(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box storage[1] = {{.ndim = 0}};
    bbmm_box_list l;
    size_t i;
    int ok = 1, same;
    (void)r;
    bbmm_box_list_init(&l, storage, 1);
    for (i = 0; i < d->na; i++)
        ok &= bbmm_bb_simple_union(&l, &d->a[i]) == BBMM_OK;
    table_say(got, size, (unsigned long long)ok, l.v, l.n);
    same = table_boxes_same(l.v, l.n, d->want, d->nwant, 1);
    bbmm_box_list_free(&l);
    return ok && same;
}

/* OP_SUBTRACT */
static int table_subtract(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box piece[BBMM_SUBTRACT_MAX] = {{.ndim = 0}};
    int n = bbmm_bb_subtract(&d->a[0], &d->b[0], piece);
    (void)r;
    table_say(got, size, (unsigned long long)n, piece, n > 0 ? (size_t)n : 0);
    return n >= 0 && table_boxes_same(piece, (size_t)n, d->want, d->nwant, 0);
}

/* OP_SUBTRACT_LIST */
static int table_subtract_list(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box storage[1] = {{.ndim = 0}};
    bbmm_box_list l;
    bbmm_status st = BBMM_ERR_NOMEM;
    int same, kept;
    if (table_list_after(&l, storage, r->aux))
        st = bbmm_bb_subtract_list(&d->a[0], d->b, d->nb, &l);
    kept = table_prefix_kept(&l, r->aux);
    table_say(got, size, (unsigned long long)st, l.v, l.n);
    same = kept && table_boxes_same(l.v + r->aux, l.n - (size_t)r->aux, d->want, d->nwant, 0);
    bbmm_box_list_free(&l);
    return st == BBMM_OK && same;
}

/* OP_IS_SUBSET */
static int table_is_subset(const table_row *r, const table_data *d, char *got, size_t size)
{
    return table_value(r, got, size, bbmm_bb_is_subset(&d->a[0], &d->b[0]));
}

/* OP_OVERLAPS */
static int table_overlaps(const table_row *r, const table_data *d, char *got, size_t size)
{
    return table_value(r, got, size, bbmm_bb_overlaps(&d->a[0], &d->b[0]));
}

/* OP_EQUAL */
static int table_equal(const table_row *r, const table_data *d, char *got, size_t size)
{
    return table_value(r, got, size, bbmm_bb_equal(&d->a[0], &d->b[0]));
}

/* OP_IS_EMPTY */
static int table_is_empty(const table_row *r, const table_data *d, char *got, size_t size)
{
    return table_value(r, got, size, bbmm_bb_is_empty(&d->a[0]));
}

/* OP_CONTAINS */
static int table_contains(const table_row *r, const table_data *d, char *got, size_t size)
{
    return table_value(r, got, size, bbmm_bb_contains_point(&d->a[0], d->b[0].lo));
}

/* OP_VOLUME */
static int table_volume(const table_row *r, const table_data *d, char *got, size_t size)
{
    uint64_t vol = 0;
    bbmm_status st = bbmm_bb_volume(&d->a[0], &vol);
    snprintf(got, size, "status=%s value=%llu", bbmm_status_name(st), (unsigned long long)vol);
    return st == r->status && (st != BBMM_OK || vol == r->value);
}

/* OP_UNION_IF_BOX */
static int table_union_if_box(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box out = bbmm_bb_empty(1);
    int ret = bbmm_bb_union_if_box(&d->a[0], &d->b[0], &out);
    table_say(got, size, (unsigned long long)ret, &out, ret ? 1 : 0);
    return !ret == !r->value && (!ret || table_box_same(&out, &d->want[0]));
}

/* OP_DISJOINT (the list starts on one box of storage, so it must grow) */
static int table_disjoint(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box storage[1] = {{.ndim = 0}};
    bbmm_box_list l;
    uint64_t vol = 0;
    bbmm_status st = BBMM_ERR_NOMEM;
    int same, kept;
    if (table_list_after(&l, storage, r->aux))
        st = bbmm_bb_disjoint(d->a, d->na, &l);
    if (st == BBMM_OK)
        st = bbmm_box_list_volume(&l, (size_t)r->aux, &vol);
    kept = table_prefix_kept(&l, r->aux);
    table_say(got, size, vol, l.v, l.n);
    same = kept && table_boxes_same(l.v + r->aux, l.n - (size_t)r->aux, d->want, d->nwant, 0);
    bbmm_box_list_free(&l);
    return st == BBMM_OK && vol == r->value && same;
}

/* OP_MERGE */
static int table_merge(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box_list l;
    int ok = table_list_of(&l, NULL, 0, d->a, d->na), same;
    (void)r;
    bbmm_bb_merge(&l, 0);
    table_say(got, size, (unsigned long long)l.n, l.v, l.n);
    same = table_boxes_same(l.v, l.n, d->want, d->nwant, 0);
    bbmm_box_list_free(&l);
    return ok && same;
}

/* OP_HULL */
static int table_hull(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box_list l;
    bbmm_box h;
    uint64_t vol = 0;
    int ok = table_list_of(&l, NULL, 0, d->a, d->na);
    h = bbmm_box_list_hull(&l, 0, (int)r->aux);
    ok &= bbmm_bb_volume(&h, &vol) == BBMM_OK;
    table_say(got, size, vol, &h, 1);
    bbmm_box_list_free(&l);
    return ok && vol == r->value && table_box_same(&h, &d->want[0]);
}

/* OP_FORMAT */
static int table_format(const table_row *r, const table_data *d, char *got, size_t size)
{
    char buf[256];
    size_t n = r->aux > 0 ? (size_t)r->aux : sizeof(buf);
    memset(buf, 'x', sizeof(buf));
    bbmm_bb_format(&d->a[0], buf, n);
    snprintf(got, size, "\"%.*s\"", (int)n, buf);
    return memchr(buf, '\0', n) != NULL && strcmp(buf, r->expect) == 0;
}

/* OP_STATUS_TEXT */
static int table_status_text(const table_row *r, const table_data *d, char *got, size_t size)
{
    (void)d;
    snprintf(got, size, "\"%s\"", bbmm_status_text(r->status));
    return strcmp(bbmm_status_text(r->status), r->expect) == 0;
}

/* OP_STATUS_NAME */
static int table_status_name(const table_row *r, const table_data *d, char *got, size_t size)
{
    (void)d;
    snprintf(got, size, "\"%s\"", bbmm_status_name(r->status));
    return strcmp(bbmm_status_name(r->status), r->expect) == 0;
}

/* OP_LIST_GROWTH: push, compare, then bbmm_box_list_free must release the
 * heap copy (ASan reports a leak or a free of "storage") and reset "l". */
static int table_list_growth(const table_row *r, const table_data *d, char *got, size_t size)
{
    bbmm_box storage[TABLE_MAX_BOXES];
    bbmm_box_list l;
    size_t cap = r->aux > 0 ? (size_t)r->aux : 0;
    int ok = table_list_of(&l, r->aux < 0 ? NULL : storage, cap, d->a, d->na), same, reset;
    int kept = !l.on_heap || l.v != storage;
    table_say(got, size, (unsigned long long)l.on_heap, l.v, l.n);
    same = table_boxes_same(l.v, l.n, d->a, d->na, 1);
    ok &= same && kept && !l.on_heap == !r->value && l.cap >= l.n;
    bbmm_box_list_free(&l);
    reset = l.v == NULL && l.n == 0 && l.cap == 0 && l.on_heap == 0;
    return ok && reset;
}

/* The function of each operation, by table_op. */
static const struct table_op_desc {
    const char *name;
    table_fn fn;
} table_ops[OP_COUNT] = {
    [OP_INTERSECTION] = {"bb_intersection", table_intersection},
    [OP_CONVEX_UNION] = {"bb_convex_union", table_convex_union},
    [OP_SIMPLE_UNION] = {"bb_simple_union", table_simple_union},
    [OP_SUBTRACT] = {"bb_subtract", table_subtract},
    [OP_SUBTRACT_LIST] = {"bb_subtract_list", table_subtract_list},
    [OP_IS_SUBSET] = {"bb_is_subset", table_is_subset},
    [OP_OVERLAPS] = {"bb_overlaps", table_overlaps},
    [OP_EQUAL] = {"bb_equal", table_equal},
    [OP_IS_EMPTY] = {"bb_is_empty", table_is_empty},
    [OP_CONTAINS] = {"bb_contains_point", table_contains},
    [OP_VOLUME] = {"bb_volume", table_volume},
    [OP_UNION_IF_BOX] = {"bb_union_if_box", table_union_if_box},
    [OP_DISJOINT] = {"bb_disjoint", table_disjoint},
    [OP_MERGE] = {"bb_merge", table_merge},
    [OP_HULL] = {"box_list_hull", table_hull},
    [OP_FORMAT] = {"bb_format", table_format},
    [OP_STATUS_TEXT] = {"status_text", table_status_text},
    [OP_STATUS_NAME] = {"status_name", table_status_name},
    [OP_LIST_GROWTH] = {"box_list_push/free", table_list_growth},
};

/* Return nonzero when the "expect" text of rows of "op" is not boxes. */
static int table_expects_text(table_op op)
{
    return op == OP_FORMAT || op == OP_STATUS_TEXT || op == OP_STATUS_NAME;
}

/* Run row "i"; print it and count a failure in "*failures" unless it
 * passes. */
static void table_run_row(size_t i, unsigned *failures)
{
    const table_row *r = &table_rows[i];
    table_data d;
    char got[TABLE_TEXT] = "";
    int parsed = table_parse_boxes(r->a, d.a, &d.na) && table_parse_boxes(r->b, d.b, &d.nb);
    if (!table_expects_text(r->op))
        parsed &= table_parse_boxes(r->expect, d.want, &d.nwant);
    else
        d.nwant = 0;
    if (!parsed) {
        table_fail(failures, "row %zu \"%s\": a box literal does not parse", i, r->name);
        return;
    }
    if (d.na == 0)
        d.a[0] = bbmm_bb_empty(0);
    if (d.nb == 0)
        d.b[0] = bbmm_bb_empty(0);
    if (d.nwant == 0)
        d.want[0] = bbmm_bb_empty(0);
    if (table_ops[r->op].fn(r, &d, got, sizeof(got)))
        return;
    table_fail(failures, "row %zu \"%s\" (%s)\n    a:      %s\n    b:      %s\n    expect: %s (value %llu, %s)\n"
               "    got:    %s",
               i, r->name, table_ops[r->op].name, r->a ? r->a : "", r->b ? r->b : "", r->expect ? r->expect : "",
               r->value, bbmm_status_name(r->status), got);
}

/* ---- paper Fig. 3 from the loop nest ------------------------------------ */

/* Subscripts of the three accesses of the floyd-warshall statement
 * path[i][j] = min(path[i][j], path[i][k] + path[k][j]). */
static const char floyd_access[3][2] = {{'i', 'j'}, {'i', 'k'}, {'k', 'j'}};

/* Return the value of loop variable "var" ('i', 'j' or 'k'). */
static int64_t floyd_var(char var, int64_t i, int64_t j)
{
    return var == 'i' ? i : var == 'j' ? j : FLOYD_K;
}

/* Grow "b" to hold point ("p0", "p1"). */
static void floyd_grow(bbmm_box *b, int64_t p0, int64_t p1)
{
    bbmm_box p = bbmm_bb_2d(p0, p0, p1, p1);
    *b = bbmm_bb_convex_union(b, &p);
}

/* Check the Fig. 3 tile against its loop nest: run "for i in 0..3, for j
 * in 0..7, touch every access" into a set, and check that FLOYD_TILE_BOXES
 * are the bounding boxes of the accesses, that the set has
 * FLOYD_EXACT_VOLUME elements, and that bbmm_bb_disjoint of the tile
 * boxes covers each of them exactly once and nothing else. */
static void table_check_floyd(unsigned *failures)
{
    table_data d;
    bbmm_box access[3];
    bbmm_box_list l;
    char touched[FLOYD_N][FLOYD_N] = {{0}}, cover[FLOYD_N][FLOYD_N] = {{0}};
    int64_t i, j, p0, p1, x, y;
    size_t a, b, count = 0;
    int exact = 1;
    if (!table_parse_boxes(FLOYD_TILE_BOXES, d.a, &d.na) || d.na != 3) {
        table_fail(failures, "floyd: FLOYD_TILE_BOXES does not parse");
        return;
    }
    for (a = 0; a < 3; a++)
        access[a] = bbmm_bb_empty(2);
    for (i = 0; i < FLOYD_TILE_ROWS; i++)
        for (j = 0; j < FLOYD_N; j++)
            for (a = 0; a < 3; a++) {
                p0 = floyd_var(floyd_access[a][0], i, j);
                p1 = floyd_var(floyd_access[a][1], i, j);
                count += !touched[p0][p1];
                touched[p0][p1] = 1;
                floyd_grow(&access[a], p0, p1);
            }
    if (count != FLOYD_EXACT_VOLUME)
        table_fail(failures, "floyd: loop nest touches %zu elements, not %d", count, FLOYD_EXACT_VOLUME);
    if (!table_boxes_same(access, 3, d.a, d.na, 1))
        table_fail(failures, "floyd: FLOYD_TILE_BOXES are not the bounding boxes of the accesses");
    bbmm_box_list_init(&l, NULL, 0);
    if (bbmm_bb_disjoint(d.a, d.na, &l) != BBMM_OK)
        table_fail(failures, "floyd: bb_disjoint failed");
    for (b = 0; b < l.n; b++)
        for (x = l.v[b].lo[0]; x <= l.v[b].hi[0]; x++)
            for (y = l.v[b].lo[1]; y <= l.v[b].hi[1]; y++) {
                exact &= x >= 0 && x < FLOYD_N && y >= 0 && y < FLOYD_N && touched[x][y] && !cover[x][y];
                if (exact)
                    cover[x][y] = 1;
            }
    exact &= memcmp(touched, cover, sizeof(touched)) == 0;
    if (!exact)
        table_fail(failures, "floyd: disjoint boxes do not cover the touched elements exactly once");
    bbmm_box_list_free(&l);
}

/* Run every row of table_rows and the Fig. 3 loop-nest check. */
int main(void)
{
    size_t n = sizeof(table_rows) / sizeof(table_rows[0]), i;
    unsigned failures = 0;
    for (i = 0; i < n; i++)
        table_run_row(i, &failures);
    table_check_floyd(&failures);
    printf("box_table: %zu rows + floyd loop nest, %u failures\n", n, failures);
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
