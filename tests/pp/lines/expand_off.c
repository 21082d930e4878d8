// expect-args: --no-expand
// expect-no-output: bbmm_x_
// expect-output: for \(r = 0. \(r < nr\)
/* --no-expand keeps the temporary row as written: r and q stay host loops
 * around two launches of np work-items (expanded: tests/gen/regress/expand_doitgen.c) */
void f(int nr, int nq, int np, double A[nr][nq][np], double C4[np][np], double sum[np])
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
