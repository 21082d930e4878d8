/* address of a local scalar taken before the region; region assigns it; read through the pointer after */
#include <stdio.h>
#define N 12
static double A[N][N];
static int peek(const int *p) { return *p; }
int main(void)
{
    int i, j, n, k = -1, *pk = &k;
    double s = 0.0, *ps = &s;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * j) % 5;
    for (n = 1; n <= N; n += 5) {
#pragma bbmm
        {
            k = n - 1;
            for (i = 0; i < k; i++)
                for (j = 0; j < n; j++) {
                    s = A[i][j] + A[i + 1][j];
                    A[i][j] = s * 0.5;
                }
        }
        printf("%d %d %a\n", *pk, peek(&k), *ps);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
