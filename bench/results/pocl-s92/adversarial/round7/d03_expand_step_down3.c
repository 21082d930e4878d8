/* temp in a loop counting down by 3 from n-1 to >= 1, and in a 2-level nest with j stepping by 2: read after */
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N], v[N];
static void f(int n)
{
    int i, j;
    double t = 5.0, s = 6.0;
#pragma bbmm
    for (i = n - 1; i >= 1; i -= 3) {
        t = A[i][0] + 1.0;
        v[i] = t * t;
    }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = n - 1; j > i; j -= 2) {
            s = A[i][j] * 2.0;
            B[i][j] = s - 1.0;
        }
    printf("n=%d t=%a s=%a\n", n, t, s);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 5 + j * 3) % 11;
    for (n = 0; n <= 10; n++) f(n);
    for (i = 0; i < N; i++) { printf("%a\n", v[i]); for (j = 0; j < N; j++) printf("%a\n", B[i][j]); }
    return 0;
}
