/* parson (github.com/kgabis/parson), file parson.c (+ parson.h types)
 * upstream commit: 8324ff92bf91c644458524b3b5fb45f2d2d2d7ba (parent of the fix)
 * licence: MIT (Copyright (c) 2012 - 2015 Krzysztof Gabis; the MIT text is in the
 *   header of parson.c at this commit)
 * fix: c9b920c4a3eaef8145584a5cad60d3b52495ee8d "Fixes a bug in json_array_remove and
 *   adds relevant tests (thanks to KB for finding this)."
 * bug: json_array_remove decrements array->count BEFORE fetching the last element with
 *   json_array_get_value(array, last_element_ix), which is then out of range and returns
 *   NULL: removing any element but the last stores NULL in its slot and loses (leaks)
 *   the last element.
 * Kept: the value tree code (init, append, object set, remove, recursive json_value_free),
 * verbatim except parson_malloc/parson_free replaced by malloc/free. Parser, serializer,
 * strings and numbers are stripped.
 */
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include <assert.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* ---- parson.h (types) ---- */
typedef struct json_object_t JSON_Object;
typedef struct json_array_t  JSON_Array;
typedef struct json_value_t  JSON_Value;

enum json_value_type {
    JSONError   = -1,
    JSONNull    = 1,
    JSONString  = 2,
    JSONNumber  = 3,
    JSONObject  = 4,
    JSONArray   = 5,
    JSONBoolean = 6
};
typedef int JSON_Value_Type;

enum json_result_t {
    JSONSuccess = 0,
    JSONFailure = -1
};
typedef int JSON_Status;

/* ---- parson.c (value tree code; parser, serializer, strings/numbers stripped;
 *      parson_malloc/parson_free replaced by malloc/free) ---- */
#define STARTING_CAPACITY         15
#define ARRAY_MAX_CAPACITY    122880 /* 15*(2^13) */
#define OBJECT_MAX_CAPACITY      960 /* 15*(2^6)  */
#define MAX(a, b)             ((a) > (b) ? (a) : (b))

typedef union json_value_value {
    char        *string;
    double       number;
    JSON_Object *object;
    JSON_Array  *array;
    int          boolean;
    int          null;
} JSON_Value_Value;

struct json_value_t {
    JSON_Value_Type     type;
    JSON_Value_Value    value;
};

struct json_object_t {
    char       **names;
    JSON_Value **values;
    size_t       count;
    size_t       capacity;
};

struct json_array_t {
    JSON_Value **items;
    size_t       count;
    size_t       capacity;
};

static char * parson_strndup(const char *string, size_t n);
static JSON_Status   json_object_resize(JSON_Object *object, size_t new_capacity);
static JSON_Status  json_array_resize(JSON_Array *array, size_t new_capacity);
JSON_Value * json_object_get_value(const JSON_Object *object, const char *name);
size_t json_object_get_count(const JSON_Object *object);
JSON_Value * json_array_get_value(const JSON_Array *array, size_t index);
size_t json_array_get_count(const JSON_Array *array);
void json_value_free(JSON_Value *value);

static char * parson_strndup(const char *string, size_t n) {
    char *output_string = (char*)malloc(n + 1);
    if (!output_string)
        return NULL;
    output_string[n] = '\0';
    strncpy(output_string, string, n);
    return output_string;
}

static char * parson_strdup(const char *string) {
    return parson_strndup(string, strlen(string));
}

static JSON_Object * json_object_init(void) {
    JSON_Object *new_obj = (JSON_Object*)malloc(sizeof(JSON_Object));
    if (!new_obj)
        return NULL;
    new_obj->names = (char**)NULL;
    new_obj->values = (JSON_Value**)NULL;
    new_obj->capacity = 0;
    new_obj->count = 0;
    return new_obj;
}

static JSON_Status json_object_add(JSON_Object *object, const char *name, JSON_Value *value) {
    size_t index = 0;
    if (object == NULL || name == NULL || value == NULL) {
        return JSONFailure;
    }
    if (object->count >= object->capacity) {
        size_t new_capacity = MAX(object->capacity * 2, STARTING_CAPACITY);
        if (new_capacity > OBJECT_MAX_CAPACITY)
            return JSONFailure;
        if (json_object_resize(object, new_capacity) == JSONFailure)
            return JSONFailure;
    }
    if (json_object_get_value(object, name) != NULL)
        return JSONFailure;
    index = object->count;
    object->names[index] = parson_strdup(name);
    if (object->names[index] == NULL)
        return JSONFailure;
    object->values[index] = value;
    object->count++;
    return JSONSuccess;
}

static JSON_Status json_object_resize(JSON_Object *object, size_t new_capacity) {
    char **temp_names = NULL;
    JSON_Value **temp_values = NULL;

    if ((object->names == NULL && object->values != NULL) ||
        (object->names != NULL && object->values == NULL) ||
        new_capacity == 0) {
            return JSONFailure; /* Shouldn't happen */
    }
    
    temp_names = (char**)malloc(new_capacity * sizeof(char*));
    if (temp_names == NULL)
        return JSONFailure;
    
    temp_values = (JSON_Value**)malloc(new_capacity * sizeof(JSON_Value*));
    if (temp_names == NULL) {
        free(temp_names);
        return JSONFailure;
    }
    
    if (object->names != NULL && object->values != NULL && object->count > 0) {
        memcpy(temp_names, object->names, object->count * sizeof(char*));
        memcpy(temp_values, object->values, object->count * sizeof(JSON_Value*));
    }
    free(object->names);
    free(object->values);
    object->names = temp_names;
    object->values = temp_values;
    object->capacity = new_capacity;
    return JSONSuccess;
}

static JSON_Value * json_object_nget_value(const JSON_Object *object, const char *name, size_t n) {
    size_t i, name_length;
    for (i = 0; i < json_object_get_count(object); i++) {
        name_length = strlen(object->names[i]);
        if (name_length != n)
            continue;
        if (strncmp(object->names[i], name, n) == 0)
            return object->values[i];
    }
    return NULL;
}

static void json_object_free(JSON_Object *object) {
    while(object->count--) {
        free(object->names[object->count]);
        json_value_free(object->values[object->count]);
    }
    free(object->names);
    free(object->values);
    free(object);
}

static JSON_Array * json_array_init(void) {
    JSON_Array *new_array = (JSON_Array*)malloc(sizeof(JSON_Array));
    if (!new_array)
        return NULL;
    new_array->items = (JSON_Value**)NULL;
    new_array->capacity = 0;
    new_array->count = 0;
    return new_array;
}

static JSON_Status json_array_add(JSON_Array *array, JSON_Value *value) {
    if (array->count >= array->capacity) {
        size_t new_capacity = MAX(array->capacity * 2, STARTING_CAPACITY);
        if (new_capacity > ARRAY_MAX_CAPACITY)
            return JSONFailure;
        if (json_array_resize(array, new_capacity) == JSONFailure)
            return JSONFailure;
    }
    array->items[array->count] = value;
    array->count++;
    return JSONSuccess;
}

static JSON_Status json_array_resize(JSON_Array *array, size_t new_capacity) {
    JSON_Value **new_items = NULL;
    if (new_capacity == 0) {
        return JSONFailure;
    }
    new_items = (JSON_Value**)malloc(new_capacity * sizeof(JSON_Value*));
    if (new_items == NULL) {
        return JSONFailure;
    }
    if (array->items != NULL && array->count > 0) {
        memcpy(new_items, array->items, array->count * sizeof(JSON_Value*));
    }
    free(array->items);
    array->items = new_items;
    array->capacity = new_capacity;
    return JSONSuccess;
}

static void json_array_free(JSON_Array *array) {
    while (array->count--)
        json_value_free(array->items[array->count]);
    free(array->items);
    free(array);
}

JSON_Value * json_object_get_value(const JSON_Object *object, const char *name) {
    if (object == NULL || name == NULL)
        return NULL;
    return json_object_nget_value(object, name, strlen(name));
}

size_t json_object_get_count(const JSON_Object *object) {
    return object ? object->count : 0;
}

JSON_Value * json_array_get_value(const JSON_Array *array, size_t index) {
    if (index >= json_array_get_count(array))
        return NULL;
    return array->items[index];
}

size_t json_array_get_count(const JSON_Array *array) {
    return array ? array->count : 0;
}

JSON_Value_Type json_value_get_type(const JSON_Value *value) {
    return value ? value->type : JSONError;
}

JSON_Object * json_value_get_object(const JSON_Value *value) {
    return json_value_get_type(value) == JSONObject ? value->value.object : NULL;
}

JSON_Array * json_value_get_array(const JSON_Value *value) {
    return json_value_get_type(value) == JSONArray ? value->value.array : NULL;
}

void json_value_free(JSON_Value *value) {
    switch (json_value_get_type(value)) {
        case JSONObject:
            json_object_free(value->value.object);
            break;
        case JSONString:
            if (value->value.string) { free(value->value.string); }
            break;
        case JSONArray:
            json_array_free(value->value.array);
            break;
        default:
            break;
    }
    free(value);
}

JSON_Value * json_value_init_object(void) {
    JSON_Value *new_value = (JSON_Value*)malloc(sizeof(JSON_Value));
    if (!new_value)
        return NULL;
    new_value->type = JSONObject;
    new_value->value.object = json_object_init();
    if (!new_value->value.object) {
        free(new_value);
        return NULL;
    }
    return new_value;
}

JSON_Value * json_value_init_array(void) {
    JSON_Value *new_value = (JSON_Value*)malloc(sizeof(JSON_Value));
    if (!new_value)
        return NULL;
    new_value->type = JSONArray;
    new_value->value.array = json_array_init();
    if (!new_value->value.array) {
        free(new_value);
        return NULL;
    }
    return new_value;
}

JSON_Value * json_value_init_boolean(int boolean) {
    JSON_Value *new_value = (JSON_Value*)malloc(sizeof(JSON_Value));
    if (!new_value)
        return NULL;
    new_value->type = JSONBoolean;
    new_value->value.boolean = boolean ? 1 : 0;
    return new_value;
}

JSON_Value * json_value_init_null(void) {
    JSON_Value *new_value = (JSON_Value*)malloc(sizeof(JSON_Value));
    if (!new_value)
        return NULL;
    new_value->type = JSONNull;
    return new_value;
}

JSON_Status json_array_remove(JSON_Array *array, size_t ix) {
    size_t last_element_ix = 0;
    if (array == NULL || ix >= json_array_get_count(array)) {
        return JSONFailure;
    }
    last_element_ix = json_array_get_count(array) - 1;
    json_value_free(json_array_get_value(array, ix));
    array->count -= 1;
    if (ix != last_element_ix) /* Replace value with one from the end of array */
        array->items[ix] = json_array_get_value(array, last_element_ix);
    return JSONSuccess;
}

JSON_Status json_array_append_value(JSON_Array *array, JSON_Value *value) {
    if (array == NULL || value == NULL)
        return JSONFailure;
    return json_array_add(array, value);
}

JSON_Status json_array_append_boolean(JSON_Array *array, int boolean) {
    JSON_Value *value = json_value_init_boolean(boolean);
    if (value == NULL)
        return JSONFailure;
    if (json_array_append_value(array, value) == JSONFailure) {
        json_value_free(value);
        return JSONFailure;
    }
    return JSONSuccess;
}

JSON_Status json_array_append_null(JSON_Array *array) {
    JSON_Value *value = json_value_init_null();
    if (value == NULL)
        return JSONFailure;
    if (json_array_append_value(array, value) == JSONFailure) {
        json_value_free(value);
        return JSONFailure;
    }
    return JSONSuccess;
}

JSON_Status json_object_set_value(JSON_Object *object, const char *name, JSON_Value *value) {
    size_t i = 0;
    JSON_Value *old_value;
    if (object == NULL || name == NULL || value == NULL)
        return JSONFailure;
    old_value = json_object_get_value(object, name);
    if (old_value != NULL) { /* free and overwrite old value */
        json_value_free(old_value);
        for (i = 0; i < json_object_get_count(object); i++) {
            if (strcmp(object->names[i], name) == 0) {
                object->values[i] = value;
                return JSONSuccess;
            }
        }
    }
    /* add new key value pair */
    return json_object_add(object, name, value);
}

/* ---- harness ---- */
int main(void) {
    JSON_Value *root = json_value_init_object();
    JSON_Value *list = json_value_init_array();
    JSON_Array *array = json_value_get_array(list);
    size_t n = __VERIFIER_nondet_uchar();
    size_t i, ix;

    __VERIFIER_assume(n >= 1 && n <= 4);
    for (i = 0; i < n; i++) {
        unsigned char kind = __VERIFIER_nondet_uchar();
        if (kind == 0) {
            json_array_append_null(array);
        } else if (kind == 1) {
            json_array_append_boolean(array, 1);
        } else { /* a nested object {"k": false}, freed recursively */
            JSON_Value *inner = json_value_init_object();
            json_object_set_value(json_value_get_object(inner), "k", json_value_init_boolean(0));
            json_array_append_value(array, inner);
        }
    }
    json_object_set_value(json_value_get_object(root), "list", list);

    ix = __VERIFIER_nondet_uchar();
    __VERIFIER_assume(ix < n);
    assert(json_array_remove(array, ix) == JSONSuccess);
    assert(json_array_get_count(array) == n - 1);
    for (i = 0; i < json_array_get_count(array); i++) {
        assert(json_array_get_value(array, i) != NULL);
    }

    json_value_free(root);
    return 0;
}
