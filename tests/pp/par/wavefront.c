// expect: c0=band c1=kernel
/* each diagonal a chain: isl's scheduler runs c0 = i - j across the
 * work-items and the chain inside each (one launch instead of one per i) */
void f(int n, double A[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 1; j < n; j++)
            A[i][j] = A[i - 1][j - 1] + 1.0;
}
