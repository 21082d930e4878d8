// expect: 10:20: error: cannot compute the size of 'struct point' in a region: bbmm-pp knows the sizes of C's arithmetic types, pointers and arrays of them
struct point {
    double x, y;
};
void f(int n, unsigned long B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = i * sizeof(struct point);
}
