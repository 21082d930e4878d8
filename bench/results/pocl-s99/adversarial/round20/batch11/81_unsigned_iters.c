#include <stdio.h>
#include <stddef.h>

#define N 50
double a[N], b[N];

static void f(unsigned n, size_t sn)
{
    unsigned j;
    size_t i;
    unsigned char c;
#pragma bbmm
    for (j = n - 1; j < n; j--)
        a[j] = a[j] * 2 + j;
    printf("j=%u ", j);
#pragma bbmm
    for (i = 0; i + 1 < sn; i++)
        b[i] = b[i + 1] - b[i];
    printf("i=%zu ", i);
#pragma bbmm
    for (c = 0; c < n; c++)
        a[c] = a[c] + 0.5;
    printf("c=%d ", c);
#pragma bbmm
    for (j = n; j-- > 1;)
        b[j] = b[j] + a[j - 1u];
    printf("j=%u\n", j);
}

int main(void)
{
    unsigned ns[] = {0, 1, 2, 5, 50};
    for (int s = 0; s < 5; s++) {
        for (int i = 0; i < N; i++) { a[i] = i; b[i] = -i * 0.5; }
        printf("n=%u ", ns[s]);
        f(ns[s], ns[s] ? ns[s] - 1 : 0);
        double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + a[i] + b[i];
        printf("%a\n", h);
    }
    return 0;
}
