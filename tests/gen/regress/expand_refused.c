/* arrays that must not be expanded: acc[] is read before it is written in each i (the value of the previous i), w[j] is last written in iteration i = j (its last writes are not in one iteration) */
// expect-no-output: bbmm_x_
#include <stdio.h>
#define N 16
static double A[N][N], acc[N], w[N], B[N][N];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = (double)(i - j) / 3.0;
    for (j = 0; j < N; j++)
        acc[j] = w[j] = j;
#pragma bbmm
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            acc[j] = 0.5 * acc[j] + A[i][j];
        for (j = 0; j < N; j++)
            B[i][j] = acc[j];
    }
#pragma bbmm
    for (i = 0; i < N; i++) {
        for (j = i; j < N; j++)
            w[j] = A[i][j] * 2.0;
        for (j = i; j < N; j++)
            B[i][j] += w[j];
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", B[i][j]);
    for (j = 0; j < N; j++)
        printf("%a %a\n", acc[j], w[j]);
    return 0;
}
