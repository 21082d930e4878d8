/* an int scalar assigned an affine value in the region, used as a bound there, read at the top of the next step */
#include <stdio.h>
#define N 14
static double A[N][N];
int main(void)
{
    int i, j, t, m = 3, hist = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + 3 * j) % 7;
    for (t = 0; t < 5; t++) {
        hist = hist * 3 + m;
#pragma bbmm
        {
            m = N - 2 * t - 1;
            for (i = 0; i < m; i++)
                for (j = 0; j < N; j++)
                    A[i][j] = A[i][j] * 0.5 + A[i + 1][j];
        }
    }
    printf("%d %d\n", hist, m);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
