/* a file-scope struct initialised with the array's address; host copies out through its member each step */
#include <stdio.h>
#include <string.h>
#define N 64
struct fld { const char *name; double *data; };
static double A[N], B[N];
static struct fld fa = {"A", A};
int main(void)
{
    int t, i;
    double x;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.5; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        memcpy(&x, fa.data + 4, sizeof x);
        printf("%s %a\n", fa.name, x);
    }
    return 0;
}
