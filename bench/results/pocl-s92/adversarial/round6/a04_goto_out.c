/* goto out of a nest inside a region on a data condition */
#include <stdio.h>
#define N 16
static double A[N][N];
static int first_neg(int n)
{
    int i, j, r = -1;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            A[i][j] = A[i][j] - 1.0;
            if (A[i][j] < 0) goto done;
        }
done:
    r = i * 100 + j;
    return r;
}
int main(void)
{
    int i, j, n;
    for (n = 0; n < N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 7 + 1;
        printf("%d\n", first_neg(n));
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
