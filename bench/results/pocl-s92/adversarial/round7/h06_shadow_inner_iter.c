/* a scop: a loop over the outer j, then a nest whose body declares its own j for its inner loop; outer j printed after */
#include <stdio.h>
#define N 16
static double A[N][N], B[N];
static void f(int n)
{
    int i = -1, j = -2;
#pragma scop
    for (j = 0; j < n; j++)
        B[j] = B[j] + 1.0;
    for (i = 0; i < n; i++) {
        int j;
        for (j = 0; j < i + 2 && j < N; j++)
            A[i][j] = A[i][j] + B[i];
    }
#pragma endscop
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { B[i] = i; for (j = 0; j < N; j++) A[i][j] = i - j; }
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) { printf("%a\n", B[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
