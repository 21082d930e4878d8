#include <stdio.h>

#define N 30
double a[N], b[N];

int main(void)
{
    int n = N;
    double last = -1.0, acc = 0.0;
    int cnt = 0;
    for (int i = 0; i < N; i++) { a[i] = i * 0.5 - 3; b[i] = 0; }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        last = a[i] * 2.0;
        b[i] = last + 1.0;
    }
    printf("last=%a\n", last);
#pragma bbmm
    for (int i = 0; i < n; i++) {
        acc = acc * 0.5 + a[i];
        if (a[i] > 0) cnt += 1;
    }
    printf("acc=%a cnt=%d\n", acc, cnt);
    for (int i = 0; i < N; i++) printf("%a\n", b[i]);
    return 0;
}
