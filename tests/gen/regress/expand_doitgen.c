/* doitgen: the row sum[] each (r, q) fills and reads is expanded over r and q (bbmm_x_sum); isl's scheduler then splits the two p loops into two nests with (r, q, p) as the kernel band; sum holds the last row after the region */
// expect-output: kernel void bbmm_r0_n0
// expect-output: bbmm_x_sum\[bbmm_w\[0\]\] |\(sum\)\)\[bbmm_o\] = bbmm_x_sum\[bbmm_x\]
// expect-output: BBMM_[BH]REF3\(bbmm_x_sum, [a-z0-9_]+(, [0-9])?, \((r|c0)\), \((q|c1)\), \((p|c2)\)\)
// expect-no-output: for \(r = 0. \(r < nr\)
#include <stdio.h>
#define NR 7
#define NQ 5
#define NP 9
static double A[NR][NQ][NP], C4[NP][NP], sum[NP];
static void kernel(int nr, int nq, int np)
{
    int r, q, p, s;
#pragma scop
    for (r = 0; r < nr; r++)
        for (q = 0; q < nq; q++) {
            for (p = 0; p < np; p++) {
                sum[p] = 0.0;
                for (s = 0; s < np; s++)
                    sum[p] += A[r][q][s] * C4[s][p];
            }
            for (p = 0; p < np; p++)
                A[r][q][p] = sum[p];
        }
#pragma endscop
}
int main(void)
{
    int r, q, p;
    for (r = 0; r < NR; r++)
        for (q = 0; q < NQ; q++)
            for (p = 0; p < NP; p++)
                A[r][q][p] = (double)((r * q + p) % NP) / NP;
    for (r = 0; r < NP; r++)
        for (p = 0; p < NP; p++)
            C4[r][p] = (double)(r * p % NP) / NP;
    for (p = 0; p < NP; p++)
        sum[p] = -1.0 - p;
    kernel(NR, NQ, NP);
    for (r = 0; r < NR; r++)
        for (q = 0; q < NQ; q++)
            for (p = 0; p < NP; p++)
                printf("%a\n", A[r][q][p]);
    for (p = 0; p < NP; p++)
        printf("sum %a\n", sum[p]);
    kernel(NR, NQ, 0);
    kernel(0, NQ, NP);
    for (p = 0; p < NP; p++)
        printf("sum %a\n", sum[p]);
    return 0;
}
