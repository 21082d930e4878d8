#include <stdio.h>

#define N 33
double a[N][N];
double colmax[N];
int colarg[N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = ((i * 17 + j * 29) % 31) - 15.0;
#pragma bbmm
    for (int j = 0; j < n; j++) {
        colmax[j] = a[0][j];
        colarg[j] = 0;
        for (int i = 1; i < n; i++)
            if (a[i][j] > colmax[j]) {
                colmax[j] = a[i][j];
                colarg[j] = i;
            }
    }
    for (int j = 0; j < N; j++) printf("%d %a\n", colarg[j], colmax[j]);
    return 0;
}
