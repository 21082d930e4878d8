// expect: c0=host c1=swept c2=band
/* in-place 2-D stencil: every loop carries a dependence as written; with the
 * time loop kept outermost and serial, each step is a wavefront (c1) whose
 * rows run in parallel (c2), the whole wavefront in one work-group (a
 * sweep: one launch per step) */
void f(int tsteps, int n, double A[n][n])
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]) / 5.0;
}
