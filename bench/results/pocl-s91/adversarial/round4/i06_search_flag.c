/* search with a "done" flag instead of break: the first negative element stops the copy */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void f(int n)
{
    int i, done = 0, pos = -1;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (!done) {
            if (A[i] < 0) { done = 1; pos = i; }
            else B[i] = A[i] * 2;
        }
    printf("%d %d %d\n", n, done, pos);
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 8) {
        for (i = 0; i < N; i++) { A[i] = (i * 11) % 37 - (i > 20 ? 30 : 0); B[i] = -7; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
