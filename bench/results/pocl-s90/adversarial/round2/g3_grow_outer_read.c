/* region in a loop over i whose iterator is read after the loop by the host, and the loop index used as a row */
#include <stdio.h>
#define N 10
static double A[N][N], B[N];
int main(void)
{
    int i, j, n, last = -1;
    for (i = 0; i < N; i++) { B[i] = i; for (j = 0; j < N; j++) A[i][j] = j - i; }
    for (n = 1; n <= N; n += 4) {
        for (i = 0; i < n; i++) {
            last = i;
#pragma bbmm
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + B[j] * (i + 1);
        }
        printf("%d %d\n", i, last);
        B[n - 1] = A[n - 1][0];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
