/* if-conversion with a scalar from outside the region in the subscripts of the element written (bbmm-pp crashed: the copy of the element kept the scalar's name unresolved; campaign seed 41000039) */
#include <stdio.h>
#define N 24
static double A[N], B[N][N];
int main(void)
{
    int i, j, t, n = N, off = 3;
    for (i = 0; i < N; i++) {
        A[i] = (i * 7) % 13 - 4;
        for (j = 0; j < N; j++)
            B[i][j] = (i * 5 + j * 3) % 11 - 5;
    }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < n - off; i++)
            for (j = 0; j < n; j++)
                if (A[1] + t > B[i][j])
                    B[n - 1 - off - i][j] = B[n - 1 - off - i][j] - 0.5 * A[j];
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", B[i][j]);
    return 0;
}
