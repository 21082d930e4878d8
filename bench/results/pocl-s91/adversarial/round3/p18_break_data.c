/* break out of an inner loop on a data test inside a region */
#include <stdio.h>
#define N 12
static double A[N][N], S[N];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i + j) % 7) - 1.0;
#pragma bbmm
    for (i = 0; i < N; i++) {
        S[i] = 0.0;
        for (j = 0; j < N; j++) {
            if (A[i][j] < 0)
                break;
            S[i] += A[i][j];
        }
    }
    for (i = 0; i < N; i++) printf("%a\n", S[i]);
    return 0;
}
