// expect: 9:9: error: write to 'p' of type 'struct pt': a region can write only arithmetic scalars declared outside it
struct pt { double x, y; };
void f(int n, double A[n])
{
    int i;
    struct pt p;
#pragma bbmm
    for (i = 0; i < n; i++)
        p = A[i];
}
