#include <stdio.h>

#define N 20
int a[N][N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = i * 31 + j * 17 + 1;
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int x = a[i][j], steps = 0;
            while (x != 1 && steps < 100) { x = (x % 2) ? 3 * x + 1 : x / 2; steps++; }
            a[i][j] = steps;
        }
    long h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 3 + a[i][j];
    printf("%ld\n", h);
    return 0;
}
