// expect: k=host j=kernel i=band
/* the parallel loop runs over a whole row in every step (its bounds do not
 * move with k): it keeps the whole device, so no chain */
void f(int n, int m, double a[n], double y[m], double c[1])
{
    int k, i, j;
#pragma bbmm
    for (k = 1; k < n; k++) {
        for (j = 0; j < k; j++)
            c[0] = c[0] + a[j];
        for (i = 0; i < m; i++)
            y[i] = y[i] * 0.5 + c[0];
    }
}
