/* sibling nests running downward and upward over the same arrays with offsets: a backward difference, a forward difference of another array, and a reversed copy */
#include <stdio.h>
#define N 48
static double a[N], b[N], c[N], d[N];

static void ops(int n)
{
    int i;
#pragma bbmm
    {
        for (i = n - 1; i >= 1; i--)
            b[i] = a[i] - a[i - 1];
        for (i = 0; i < n - 1; i++)
            c[i] = a[i + 1] - a[i];
        for (i = n - 1; i >= 0; i--)
            d[n - 1 - i] = a[i] * 2.0;
    }
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = b[i] + c[i] + d[i];
}

int main(void)
{
    int ns[] = {0, 1, 2, 5, 48};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { a[i] = (i * i % 13) * 0.5; b[i] = c[i] = d[i] = -1.0; }
        for (int t = 0; t < 3; t++) { ops(n); a[0] = a[0] * 0.5; }
        for (int i = 0; i < n; i++) printf("%a %a %a %a\n", a[i], b[i], c[i], d[i]);
        printf("--\n");
    }
    return 0;
}
