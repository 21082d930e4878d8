/* time loop: the inner loop's exit value is read after a nest that runs zero times on some steps (host path) */
#include <stdio.h>
#define N 12
static double A[N][N], S[N + 1];
int main(void)
{
    int i, j, t, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (i = 0; i <= N; i++) S[i] = 0;
    j = 0;
    for (t = 0; t < 7; t++) {
        n = (t * 5) % 9;
#pragma bbmm
        {
            for (i = 1; i < n; i++)
                for (j = 0; j < i; j++)
                    A[i][j] = A[i][j] + 1.0;
            S[j] = S[j] + 1.0;
        }
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i <= N; i++) printf("%a\n", S[i]);
    return 0;
}
