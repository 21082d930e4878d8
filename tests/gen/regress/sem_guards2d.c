/* Guards with % and / by constants, short-circuit && and || and ?:
 * protecting references that would leave the arrays, a negative stride. */
#include <math.h>
#include <stdio.h>
#define N 40
float A[N][N], B[N][N];
int main(void)
{
    int i, j, n = N;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            B[i][j] = (float)((i * 7 + j * 3) % 11) - 5.0f;
            A[i][j] = 0.5f;
        }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = n - 2; j >= 0; j -= 3) {
            if (j / 4 < 7)
                A[i][j] = (i > 0 && B[i - 1][j] > 0.0f) ? B[i - 1][j] : (j == 0 || B[i][j - 1] < 1.0f ? 2.0f : B[i][j - 1]);
            if (i % 4 == 3)
                A[i][j] += sqrtf(j) + (float)sqrt(B[i][j] * B[i][j]);
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", (double)A[i][j]);
    return 0;
}
