// expect: 9:9: error: pointer declarations inside a region are not supported
typedef double *dptr;
typedef double vec3[3];
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        dptr p = 0;
        A[i] = 1.0;
    }
}
