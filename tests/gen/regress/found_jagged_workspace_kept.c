/* wrong values, then heap corruption (glibc abort) on 1, 2 and 4 devices: a table of pointers to rows that a function called inside a list-less data scope mallocs, runs a region on, reads and frees is kept by the scope (bbmm_pp_rows_block_for keeps the callee's local table, whose memory the next call's malloc returns again): after the second call's region the host reads the rows as they were before it (second line: r 0x1.1p+3, where C prints r 0x1.2p+2: the kept block is not written back), and the scope's end writes the block into the freed rows */
#include <stdio.h>
#include <stdlib.h>
#define NN 10
static double work(int un, double x)
{
    double **w = malloc(NN * sizeof *w), r;
    int i, j;
    for (i = 0; i < NN; i++) {
        w[i] = malloc(NN * sizeof **w);
        for (j = 0; j < NN; j++)
            w[i][j] = x * 0.5 + i - j * 0.25;
    }
#pragma bbmm
    for (i = 0; i < un; i++)
        for (j = 0; j < un; j++)
            w[i][j] = w[i][j] * 0.5 + 0.125 * j;
    r = w[1][2] + w[un - 1][0];
    for (i = 0; i < NN; i++)
        free(w[i]);
    free(w);
    printf("r %a\n", r);
    return r;
}
int main(void)
{
    double s = 0.0;
    int t;
#pragma bbmm data
    for (t = 0; t < 2; t++)
        s += work(8, t);
    printf("%a\n", s);
    return 0;
}
