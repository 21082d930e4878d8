/* in-place a[(i + 1) % n] = a[i] * c: sequential order cascades values, and the wrap writes a[0] at the end */
#include <stdio.h>
#define N 12
static double a[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[(i + 1) % n] = a[i] * 0.5 + 1.0;
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n++) {
        for (i = 0; i < N; i++) a[i] = i + 1;
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", a[i]);
    }
    return 0;
}
