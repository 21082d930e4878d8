// expect: c0=band c1=kernel
/* strip-mined loop with min bounds (Pluto style) over a recurrence in ii:
 * the scheduler moves ii inside the work-items */
#define min(a, b) ((a) < (b) ? (a) : (b))
void f(int n, double A[n][n])
{
    int ii, i;
#pragma bbmm
    for (ii = 1; ii < n; ii++)
        for (i = 0; i <= min(n - 1, ii + 31); i++)
            A[ii][i] = A[ii - 1][i] * 0.5;
}
