// expect-args: --max-ops 300000
// expect-stderr: @DIR@/user_tiled_budget.c:25:17: warning: the box of what a tile writes to 'B' holds elements other tiles write: the tiles of the loop over 'ii' cannot run on several devices at once
// expect-stderr: @DIR@/user_tiled_budget.c:21:1: warning: region 'user_tiled_budget_21' left as sequential code
// expect-output: for \(int ii = 0; ii < n; ii \+= BS\)
/* The exact question of a tile's write box (pragma-tool/boxes.c,
 * bx_shared_exact) past its budget of isl operations: at --max-ops 300000
 * it cannot show the hand-tiled transposition's tiles apart, so the answer
 * is the simple hulls' (they overlap), the region runs as written on the
 * host with the warning that says why, and bbmm-pp exits 0 with the
 * region's code in its output (with the default budget the same loop is a
 * kernel: tests/gen/regress/sched_user_tiled.c).  The quota is never an
 * error of the region. */
#include <stdio.h>

#define N 37
#define BS 8
double B[N][N], C[N][N];

void transpose(int n)
{
#pragma bbmm
    for (int ii = 0; ii < n; ii += BS)
        for (int i = ii; i < ii + BS && i < n; i++)
            for (int j = 0; j < n; j++)
                B[j][i] = C[i][j];
}
