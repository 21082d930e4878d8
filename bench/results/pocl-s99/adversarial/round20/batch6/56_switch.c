#include <stdio.h>

#define N 30
int kind[N];
double a[N], b[N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { kind[i] = i % 4; a[i] = i; b[i] = 0; }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        switch (kind[i]) {
        case 0: b[i] = a[i]; break;
        case 1: b[i] = -a[i]; break;
        default: b[i] = a[i] * 0.5;
        }
    }
    for (int i = 0; i < N; i++) printf("%a\n", b[i]);
    return 0;
}
