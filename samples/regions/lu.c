/* lu decomposition as in the BBMM paper (k serial; row update, then the
 * trailing submatrix). */
#ifndef N
#define N 1024
#endif
void lu(double a[N][N])
{
    int i, j, k;
#pragma bbmm name(lu)
    for (k = 0; k < N; k++) {
        for (j = k + 1; j < N; j++)
            a[k][j] = a[k][j] / a[k][k];
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j];
    }
}
