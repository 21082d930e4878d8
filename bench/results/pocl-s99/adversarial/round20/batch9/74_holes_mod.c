#include <stdio.h>

#define N 64
double a[N][N];
unsigned char bytes[N * 3];
int v[N * 2];

int main(void)
{
    int ns[] = {1, 5, 33, 64};
    for (int s = 0; s < 4; s++) {
        int n = ns[s], k = n / 3;
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = 1000 + i * N + j;
        for (int i = 0; i < N * 3; i++) bytes[i] = (unsigned char)(i * 7);
        for (int i = 0; i < N * 2; i++) v[i] = -i;
#pragma bbmm
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if ((i + 2 * j) % 3 != 1 && j != k)
                    a[i][j] = -a[i][j] * 0.5;
#pragma bbmm
        for (int i = 0; i < 3 * n; i += 3)
            bytes[i + 1] = (unsigned char)(bytes[i] + 1);
#pragma bbmm
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= i; j++)
                if (j % 2 == 0)
                    a[i][j] += 0.25;
#pragma bbmm
        for (int i = 2 * n - 1; i >= 0; i -= 2)
            v[i] = v[i] * 3 + 1;
        double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.999 + a[i][j];
        unsigned long hb = 0; for (int i = 0; i < N * 3; i++) hb = hb * 3 + bytes[i];
        unsigned long hv = 0; for (int i = 0; i < N * 2; i++) hv = hv * 5 + v[i];
        printf("n=%d %a %lu %lu\n", n, h, hb, hv);
    }
    return 0;
}
