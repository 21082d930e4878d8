#include <stdio.h>
#include <stddef.h>

#define N 40
double a[N], b[N];

static void f(int n, size_t sn)
{
    int i, j, k;
    size_t u;
#pragma bbmm
    for (i = n - 1; i >= 0; i--)
        a[i] = a[i] * 0.5 + i;
    printf("after countdown i=%d\n", i);
#pragma bbmm
    for (j = 0; j < n; j += 3)
        b[j] = b[j] + j;
    printf("after step3 j=%d\n", j);
#pragma bbmm
    for (k = n; k > 0; k -= 2)
        b[k - 1] = b[k - 1] * 2.0;
    printf("after step-2 k=%d\n", k);
#pragma bbmm
    for (u = sn; u-- > 0;)
        a[u] = a[u] + 1.0;
    printf("after size_t u=%zu\n", u);
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 7, 40};
    for (int s = 0; s < 6; s++) {
        for (int i = 0; i < N; i++) { a[i] = i; b[i] = -i; }
        f(ns[s], (size_t)ns[s] / 2);
        double h = 0; for (int i = 0; i < N; i++) h = h * 0.5 + a[i] + 3 * b[i];
        printf("n=%d %a\n", ns[s], h);
    }
    return 0;
}
